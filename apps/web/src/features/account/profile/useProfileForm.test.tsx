import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AccountShop } from '@vitrine/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, englishAccount, ownerServer, testShop, withOwnerStore } from './profileTesting';
import { ShopContactSection } from './ShopContactSection';
import { useProfileForm } from './useProfileForm';

/** The contact section on the hook, with the save's message and Save, as Edit Account wires them. */
function Profile({ shop }: { shop: AccountShop }) {
  const { form, owner, apiError, onSubmit } = useProfileForm(shop);
  return (
    <form noValidate onSubmit={onSubmit} ref={owner.formRef}>
      <ShopContactSection form={form} />
      {apiError && (
        <p data-testid="save-error" data-form-summary>
          {apiError}
        </p>
      )}
      <button type="submit">Save</button>
    </form>
  );
}

/** The PUT's answer; every request is recorded. */
const savesWith = (reply: (body: Record<string, unknown>) => Response) =>
  ownerServer((path, init) =>
    path === 'account/shop' && init.method === 'PUT' ? reply(JSON.parse(String(init.body))) : undefined,
  );

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

beforeAll(async () => {
  await englishAccount();
  // jsdom lays nothing out and has no scrollIntoView: a refused save scrolls to its first problem.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useProfileForm', () => {
  it('sends every field, the website as it will be saved, and shows it so', async () => {
    const sent = savesWith((body) => answer({ status: 'success', shop: { ...testShop, ...body } }));
    render(withOwnerStore(<Profile shop={testShop} />));
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'docaria.example' } });
    await save();

    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      shop_name: 'Sunrise',
      shop_website: 'https://docaria.example',
      shop_country_id: 3,
      shop_images: [{ image_url: '/assets/logos/x.svg', image_type: 'logo' }],
    });
    expect(screen.getByLabelText('Website')).toHaveValue('https://docaria.example');
    expect(screen.queryByTestId('save-error')).toBeNull();
  });

  it("puts a refusal's messages on its fields, says to correct them and focuses the first", async () => {
    savesWith(() =>
      answer({ status: 'fail', message: 'Invalid', errors: { shop_email: 'Not an e-mail address' } }, 422),
    );
    render(withOwnerStore(<Profile shop={testShop} />));
    await save();

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveClass('is-invalid');
    expect(screen.getByText('Not an e-mail address')).toBeInTheDocument();
    expect(screen.getByTestId('save-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(document.activeElement).toBe(email);
  });

  it('a refusal that names no field of the form shows its message and takes the focus there', async () => {
    savesWith(() => answer({ status: 'fail', message: 'This shop is suspended.', errors: { other: 'x' } }, 403));
    render(withOwnerStore(<Profile shop={testShop} />));
    await save();

    expect(screen.getByTestId('save-error')).toHaveTextContent('This shop is suspended.');
    expect(document.activeElement).toBe(screen.getByTestId('save-error'));
  });

  it('once saved, the form holds what the server saved', async () => {
    savesWith((body) => answer({ status: 'success', shop: { ...testShop, ...body, shop_email: 'saved@b.example' } }));
    render(withOwnerStore(<Profile shop={testShop} />));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'typed@b.example' } });
    await save();
    expect(screen.getByLabelText('E-mail')).toHaveValue('saved@b.example');
  });
});
