import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Country } from '@vitrine/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, englishAccount, OnForm, ownerServer, withOwnerStore } from './profileTesting';
import { ShopAddressSection } from './ShopAddressSection';

const countries = [
  { id: 3, country_name: 'India', iso_code: 'IN' },
  { id: 4, country_name: 'Portugal', iso_code: 'PT' },
] as Country[];

const states: Record<string, unknown[]> = {
  3: [
    { id: 12, state_name: 'Maharashtra' },
    { id: 13, state_name: 'Goa' },
  ],
  4: [],
};

function show() {
  render(withOwnerStore(<OnForm>{(form) => <ShopAddressSection form={form} countries={countries} />}</OnForm>));
}

const stateSelect = () => screen.getByLabelText('State') as HTMLSelectElement;

beforeAll(englishAccount);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Edit Account's address", () => {
  it("loads the country's states and shows the saved one once they are in", async () => {
    ownerServer((path) => {
      const country = /^getmaster\/state_list\/(\d+)$/.exec(path)?.[1];
      return country ? answer({ status: 'success', state_list: states[country] }) : undefined;
    });
    show();
    expect(stateSelect()).toBeDisabled();
    expect(stateSelect().options[0].text).toBe('Loading states…');
    expect(await screen.findByRole('option', { name: 'Goa' })).toBeInTheDocument();
    expect(stateSelect()).toBeEnabled();
    expect(stateSelect()).toHaveValue('12');
    expect(screen.getByLabelText('Country')).toHaveValue('3');
  });

  it('a new country clears the state, and a country without states says so', async () => {
    ownerServer((path) => {
      const country = /^getmaster\/state_list\/(\d+)$/.exec(path)?.[1];
      return country ? answer({ status: 'success', state_list: states[country] }) : undefined;
    });
    show();
    await screen.findByRole('option', { name: 'Goa' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '4' } });
    expect(await screen.findByRole('option', { name: 'No states for this country' })).toBeInTheDocument();
    expect(stateSelect()).toHaveValue('');
    expect(stateSelect()).toBeDisabled();
  });

  it('when the states fail to load, says so and offers Retry, which asks again', async () => {
    let failing = true;
    const sent = ownerServer((path) =>
      path === 'getmaster/state_list/3'
        ? failing
          ? answer({ status: 'error', message: 'down' }, 503)
          : answer({ status: 'success', state_list: states[3] })
        : undefined,
    );
    show();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/This could not be loaded\./)).toBeInTheDocument();
    expect(stateSelect()).toBeDisabled();
    failing = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByRole('option', { name: 'Goa' })).toBeInTheDocument();
    expect(sent.filter((request) => request.path === 'getmaster/state_list/3')).toHaveLength(2);
  });
});
