import { render, screen, within } from '@testing-library/react';
import type { MasterItem } from '@vitrine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileValues } from './profileForm';
import { englishAccount, OnForm } from './profileTesting';
import { ShopIdentitySection } from './ShopIdentitySection';

const categories = [{ id: 2, code: 'bakery', name: 'Bakery' }] as unknown as MasterItem[];

function show(values: Partial<ProfileValues>, savedTimeZone = '') {
  render(
    <OnForm values={values}>
      {(form) => <ShopIdentitySection form={form} categories={categories} savedTimeZone={savedTimeZone} />}
    </OnForm>,
  );
}

const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeAll(englishAccount);

describe("Edit Account's shop section", () => {
  it("offers the table's currencies, with the shop's chosen", () => {
    show({ currency_code: 'EUR' });
    expect(optionTexts('Currency')).toContain('INR');
    expect(optionTexts('Currency')[0]).not.toBe('EUR');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('keeps offering a code the table does not know, first, until the owner picks another', () => {
    show({ currency_code: 'XTS' });
    expect(optionTexts('Currency')[0]).toBe('XTS');
    expect(screen.getByLabelText('Currency')).toHaveValue('XTS');
  });

  it("offers the country's zone first, and a saved zone this browser does not know", () => {
    show({ time_zone: 'Mars/Olympus_Mons' }, 'Mars/Olympus_Mons');
    const zones = optionTexts('Time zone');
    expect(zones[0]).toBe("Same as the shop's country");
    expect(zones[1]).toBe('Mars/Olympus Mons');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Mars/Olympus_Mons');
  });

  it('shows the chosen business category and the limits with their help', () => {
    show({ business_category_id: '2', low_stock_threshold: '7' });
    expect(screen.getByLabelText('Business category')).toHaveValue('2');
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue('7');
    expect(screen.getByText(/show "Only N left" in your shop/)).toBeInTheDocument();
    expect(screen.getByLabelText('Open orders per phone number')).toHaveValue('3');
  });
});
