import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './account-support';

/**
 * A new owner whose shop is in `country`: São Paulo's shop signs up with its country (its zone
 * stored), Kolkata's gets its country afterwards with no zone of its own (the country's applies).
 */
async function shopIn(page: Page, request: APIRequestContext, country: 'BR' | 'IN') {
  const stamp = `zone-${country.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post('/api/auth/register', {
    headers: { ...apiHeaders, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      name: 'Zone Owner',
      email: `${stamp}@example.com`,
      password: 'owner-pass-123',
      shop_name: `Shop ${stamp}`,
      shop_catalogue_url: stamp,
      ...(country === 'BR' ? { country } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const auth = { ...apiHeaders, Authorization: `Bearer ${token}` };
  if (country === 'IN') {
    const masters = await (await request.get('/api/getmaster/country_list', { headers: apiHeaders })).json();
    const india = masters.country_list.find((c: { iso_code: string }) => c.iso_code === 'IN');
    const set = await request.put('/api/account/shop', { headers: auth, data: { shop_country_id: india.id } });
    expect(set.status(), await set.text()).toBe(200);
  }
  await page.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
  return auth;
}

test.describe("discount times on the shop's clock", () => {
  // The browser runs on UTC: only the shop's zone may decide what 00:00 means.
  test.use({ timezoneId: 'UTC' });

  for (const [country, zone, instant] of [
    ['BR', 'America/Sao_Paulo', '2026-12-24T03:00:00.000Z'],
    ['IN', 'Asia/Kolkata', '2026-12-23T18:30:00.000Z'],
  ] as const) {
    test(`a code starting 2026-12-24 00:00 in ${zone} starts at ${instant}`, async ({ page, request }) => {
      const auth = await shopIn(page, request, country);
      await page.goto('/account/discounts');
      await page.getByRole('button', { name: 'New code' }).click();
      await page.getByLabel('Code', { exact: true }).fill(`natal-${country}`);
      await page.getByLabel('Percentage off').fill('10');
      const starts = page.getByLabel('Starts');
      await expect(starts).toHaveAccessibleDescription(`Optional. Time zone: ${zone}.`);
      await starts.fill('2026-12-24T00:00');
      await page.getByRole('button', { name: 'Create code' }).click();

      const row = page.locator(`[data-code="NATAL-${country}"]`);
      // Shown on the shop's clock, the zone named (ICU may put a narrow space before AM).
      await expect(row.getByTestId('code-validity')).toHaveText(
        new RegExp(`^From Dec 24, 2026, 12:00\\sAM · Time zone: ${zone}$`),
      );
      const codes = await (await request.get('/api/account/discounts', { headers: auth })).json();
      expect(codes.discount_codes[0].starts_at).toBe(instant);

      await row.getByRole('button', { name: `Edit NATAL-${country}` }).click();
      await expect(page.getByLabel('Starts')).toHaveValue('2026-12-24T00:00');
    });
  }
});
