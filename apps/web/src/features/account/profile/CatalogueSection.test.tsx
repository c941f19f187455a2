import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueSection } from './CatalogueSection';
import { answer, englishAccount, OnForm, ownerServer, testShop, withOwnerStore } from './profileTesting';

/** The address check's answers: one name is taken. */
function addresses() {
  return ownerServer((path) => {
    const asked = /^auth\/check-url\/(.+)$/.exec(path)?.[1];
    if (asked) return answer({ status: 'success', available: asked !== 'taken-shop' });
    if (path.includes('shared')) return answer({ status: 'success' });
    return undefined;
  });
}

function show() {
  render(
    withOwnerStore(
      <OnForm>{(form) => <CatalogueSection form={form} savedUrl={testShop.shop_catalogue_url} />}</OnForm>,
    ),
  );
}

const address = () => screen.getByLabelText('Catalogue address');

/** Types an address and lets the check ask (it waits until typing rests). */
async function type(value: string) {
  fireEvent.change(address(), { target: { value } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 450));
  });
}

beforeAll(englishAccount);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Edit Account's catalogue address", () => {
  it("asks nothing about the shop's own address, and links to the storefront as saved", async () => {
    const sent = addresses();
    show();
    await type('sunrise');
    expect(screen.getByTestId('url-status')).toHaveAttribute('data-state', 'idle');
    expect(sent.filter((request) => request.path.startsWith('auth/check-url'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'View on the storefront' })).toHaveAttribute('href', '/sunrise');
  });

  it('marks a taken address invalid and a free one valid, once the server has said', async () => {
    addresses();
    show();
    await type('taken-shop');
    expect(await screen.findByText('This address is already taken.')).toBeInTheDocument();
    expect(address()).toHaveClass('is-invalid');
    await type('free-shop');
    expect(await screen.findByText('This address is available.')).toBeInTheDocument();
    expect(address()).toHaveClass('is-valid');
    expect(address()).not.toHaveClass('is-invalid');
  });

  it('offers the home-page listing as a switch with its help', () => {
    addresses();
    show();
    const listed = screen.getByLabelText('Show my shop on the Vitrine home page');
    expect(listed).not.toBeChecked();
    expect(listed).toHaveAccessibleDescription(/home page/i);
  });
});
