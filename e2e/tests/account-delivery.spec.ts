import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiHeaders, newOwner } from './account-support';

/**
 * A fresh owner whose shop sells in rupees (the seeded INR shop's checkout is used by other specs,
 * so its delivery settings stay as seeded).
 */
async function rupeeShop(page: Page, request: APIRequestContext, label: string) {
  const owner = await newOwner(page, request, label);
  const switched = await request.put('/api/account/shop', { headers: owner.auth, data: { currency_code: 'INR' } });
  expect(switched.status(), await switched.text()).toBe(200);
  return owner;
}

const openDelivery = async (page: Page) => {
  await page.goto('/account/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeVisible();
};

test.describe('delivery and payment (/account/delivery)', () => {
  test('an INR shop sets a zone and a UPI ID; after a reload they are there, and the shop offers UPI', async ({
    page,
    request,
  }) => {
    const owner = await rupeeShop(page, request, 'deliv-save');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Delivery and payment' }).first().click();
    await expect(page).toHaveURL(/\/account\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeVisible();
    await expect(page.getByTestId('amounts-in')).toContainText('INR');
    await expect(page.getByTestId('no-zones')).toBeVisible();

    await page.getByLabel('Pickup hours').fill('Mon–Sat 10:00–19:00');
    await page.getByTestId('add-zone').click();
    const zone = page.getByTestId('zone-card').first();
    await expect(zone.getByLabel('Zone name')).toBeFocused();
    await zone.getByLabel('Zone name').fill('Pune central');
    await zone.getByLabel('Postal codes').fill('411001\n4110*');
    await zone.getByLabel('Delivery fee').fill('40.50');
    await zone.getByLabel('Free delivery from (optional)').fill('500');
    await page.getByLabel('Do not deliver there').check();
    await page.getByLabel('UPI ID').fill('mystore@okaxis');
    await expectAccessible(page);
    await page.getByTestId('save-delivery').click();
    await expect(page.getByText('Delivery and payment settings saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeVisible();
    const saved = page.getByTestId('zone-card');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByLabel('Zone name')).toHaveValue('Pune central');
    await expect(saved.getByLabel('Postal codes')).toHaveValue('411001, 4110*');
    await expect(saved.getByLabel('Delivery fee')).toHaveValue('40.50');
    await expect(saved.getByLabel('Free delivery from (optional)')).toHaveValue('500.00');
    await expect(saved.getByLabel('Minimum order (optional)')).toHaveValue('');
    await expect(page.getByLabel('Do not deliver there')).toBeChecked();
    await expect(page.getByLabel('UPI ID')).toHaveValue('mystore@okaxis');
    await expect(page.getByLabel('Pickup hours')).toHaveValue('Mon–Sat 10:00–19:00');

    // The storefront's shop answer offers UPI beside cash, and the zone's fee.
    const shop = await request.get(`/api/getshop/${owner.url}`, { headers: apiHeaders });
    const body = (await shop.json()) as {
      shop: { payment_methods: string[]; delivery: { delivery: { zones: { name: string; fee: number }[] } } };
    };
    expect(body.shop.payment_methods).toEqual(['cod', 'upi']);
    expect(body.shop.delivery.delivery.zones).toMatchObject([{ name: 'Pune central', fee: 40.5 }]);
  });

  test('a bad value is named under its field, by the form and by the server', async ({ page, request }) => {
    await rupeeShop(page, request, 'deliv-bad');
    await openDelivery(page);
    await page.getByTestId('add-zone').click();
    const first = page.getByTestId('zone-card').nth(0);
    await first.getByLabel('Zone name').fill('Centre');
    await first.getByLabel('Postal codes').fill('411001');
    await first.getByLabel('Delivery fee').fill('40.505');
    await page.getByTestId('save-delivery').click();
    await expect(first.getByLabel('Delivery fee')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByText('INR amounts have at most two decimals.')).toBeVisible();
    await expect(first.getByLabel('Delivery fee')).toHaveAccessibleDescription(
      'INR amounts have at most two decimals.',
    );

    // The same postal code in two zones: only the server knows every zone's codes at once.
    await first.getByLabel('Delivery fee').fill('40');
    await page.getByTestId('add-zone').click();
    const second = page.getByTestId('zone-card').nth(1);
    await second.getByLabel('Zone name').fill('North');
    await second.getByLabel('Postal codes').fill('411002, 411001');
    await second.getByLabel('Delivery fee').fill('60');
    await page.getByTestId('save-delivery').click();
    await expect(second.getByLabel('Postal codes')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      second.getByText('411001 is already in another zone: a postal code belongs to one zone only.'),
    ).toBeVisible();
    await expect(page.getByTestId('save-error')).toContainText('Please correct the highlighted fields.');
    await expect(first.getByLabel('Postal codes')).not.toHaveAttribute('aria-invalid', 'true');

    await second.getByLabel('Postal codes').fill('411002');
    await page.getByTestId('save-delivery').click();
    await expect(page.getByText('Delivery and payment settings saved.')).toBeVisible();
  });

  test('fits a 390 px phone without sideways scrolling; a shop in another currency is told why there is no QR', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'deliv-phone');
    const zones = [
      { name: 'A zone with a rather long name for a phone', postal_codes: ['411001', '4110*'], fee: 40 },
      { name: 'Second', postal_codes: ['4120*'], fee: 80 },
    ].map((z) => ({ ...z, free_from: 1000, minimum_order: 200 }));
    const saved = await request.put('/api/account/delivery', {
      headers: owner.auth,
      data: {
        pickup: { enabled: true, hours: '9–5' },
        delivery: { enabled: true, zones, outside: { mode: 'fee', fee: 120 } },
        payment: { upi_id: null, pix_key: null },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await openDelivery(page);
    await expect(page.getByTestId('zone-card')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Default fee' })).toHaveValue('120.00');
    await expect(page.getByTestId('no-qr')).toContainText('USD');
    await expect(page.getByLabel('UPI ID')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
