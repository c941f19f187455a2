import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiHeaders } from './account-support';

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test.describe('sign-up: address, country and password hint', () => {
  test('a Brazilian shop starts in BRL and São Paulo time, its address suggested by its name', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pages/register');
    const password = page.getByLabel('Password');
    // One hint about the password, before and after a refused submit.
    await expect(page.getByText('At least 8 characters.', { exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByText('At least 8 characters.', { exact: true })).toHaveCount(0);
    await expect(password).toHaveAccessibleDescription('Use at least 8 characters.');

    const id = stamp();
    await page.getByLabel('Your name').fill('Ana Souza');
    await page.getByLabel('Shop name').fill(`Padaria São João ${id}`);
    const address = page.getByLabel('Catalogue address');
    await expect(address).toHaveValue(`padaria-sao-joao-${id}`);
    await expect(page.getByTestId('url-status')).toHaveText('This address is available.');

    const country = page.getByLabel('Country');
    await expect(country).toHaveValue('US');
    await country.selectOption({ label: 'Brazil' });
    await expect(page.getByTestId('country-hint')).toContainText('Prices in BRL');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('America/Sao_Paulo');
    await expect(zone.locator('option')).toContainText(['Manaus (GMT-04:00)']);
    await page.getByLabel('E-mail').fill(`ana-${id}@example.com`);
    await password.fill('padaria-2026');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const token = await page.evaluate(() => localStorage.getItem('vitrine.token'));
    const shop = (
      await (
        await request.get('/api/account/shop', { headers: { ...apiHeaders, Authorization: `Bearer ${token}` } })
      ).json()
    ).shop;
    expect(shop).toMatchObject({
      shop_catalogue_url: `padaria-sao-joao-${id}`,
      currency_code: 'BRL',
      time_zone: 'America/Sao_Paulo',
    });
    const masters = await (await request.get('/api/getmaster/country_list', { headers: apiHeaders })).json();
    const brazil = masters.country_list.find((c: { iso_code: string }) => c.iso_code === 'BR');
    expect(shop.shop_country_id).toBe(brazil.id);
  });
});

test.describe('sign-up in a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });

  test('guesses Brazil, and the owner may still pick another zone', async ({ page }) => {
    await page.goto('/pages/register');
    await expect(page.getByLabel('País')).toHaveValue('BR');
    await expect(page.getByTestId('country-hint')).toContainText('Preços em BRL');
    await page.getByLabel('Fuso horário').selectOption('America/Manaus');
    await expect(page.getByLabel('Fuso horário')).toHaveValue('America/Manaus');
    await page.getByLabel('País').selectOption('IN');
    await expect(page.getByLabel('Fuso horário')).toHaveCount(0);
  });
});
