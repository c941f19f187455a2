import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs } from './account-support';

/** The forms showcase: the pages with behaviour, used as a person uses them. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.locator('main#vt-content h1'), errors.join('\n')).toBeVisible({ timeout: 15_000 });
  expect(errors, 'page errors').toEqual([]);
}

test.describe('forms showcase', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
  });

  test('wizard: Next checks the step, Back keeps values, Submit confirms the review', async ({ page }) => {
    await open(page, '/forms/wizard');
    const wizard = page.getByRole('region', { name: 'Horizontal wizard' });
    const current = wizard.locator('[aria-current="step"]');
    await expect(current).toContainText('Account details');

    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('This field is required.').first()).toBeVisible();
    await expect(wizard.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toContainText('Account details');

    await wizard.getByLabel('Username').fill('jane.doe');
    await wizard.getByLabel('E-mail').fill('jane@example.com');
    await wizard.getByLabel('Password', { exact: true }).fill('longenough');
    await wizard.getByLabel('Confirm password').fill('different');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('The passwords do not match.')).toBeVisible();
    await wizard.getByLabel('Confirm password').fill('longenough');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(current).toContainText('Personal info');

    await wizard.getByLabel('First name').fill('Jane');
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(current).toContainText('Account details');
    await expect(wizard.getByLabel('Username')).toHaveValue('jane.doe');
    await expect(wizard.getByLabel('Confirm password')).toHaveValue('longenough');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByLabel('First name')).toHaveValue('Jane');
    await wizard.getByLabel('Last name').fill('Doe');
    await wizard.getByLabel('Country').selectOption('Portugal');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(current).toContainText('Address');
    await wizard.getByLabel('Street and number').fill('Rua Augusta 10');
    await wizard.getByLabel('City').fill('Lisbon');
    await wizard.getByLabel('Postcode').fill('1100-053');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(current).toContainText('Review');
    const review = wizard.getByTestId('wizard-review');
    await expect(review).toContainText('jane.doe');
    await expect(review).toContainText('Lisbon');
    await expect(review).toContainText('Portugal');
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(wizard.getByText('Thank you, Jane Doe.')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });

  test('validation form: errors on submit, fixing clears them, then success', async ({ page }) => {
    await open(page, '/forms/formik');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Accept the terms to continue.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Name').fill('Jane Doe');
    await expect(page.getByText('Enter at least 2 characters.')).toBeHidden();
    await page.getByLabel('E-mail').fill('jane@');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await page.getByLabel('E-mail').fill('jane@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByLabel('Website (optional)').fill('https://example.com');
    await page.getByLabel('Age', { exact: true }).fill('30');
    await page.getByLabel('Role').selectOption('editor');
    await page.getByLabel('I accept the terms and conditions').check();
    await expect(page.locator('.invalid-feedback:visible')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, Jane Doe' })).toBeVisible();
  });

  test('number input: buttons, arrow keys and the limits', async ({ page }) => {
    await open(page, '/forms/elements/number-input');
    const field = page.getByRole('spinbutton', { name: 'Quantity' });
    const minus = page.getByRole('button', { name: 'Decrease Quantity' });
    const plus = page.getByRole('button', { name: 'Increase Quantity' });
    await expect(field).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(field).toHaveValue('3');
    await minus.click();
    await expect(field).toHaveValue('2');
    await field.press('ArrowUp');
    await expect(field).toHaveValue('3');
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await expect(field).toHaveValue('1');
    await field.press('End');
    await expect(field).toHaveValue('10');
    await expect(field).toHaveAttribute('aria-valuenow', '10');
    await expect(plus).toBeDisabled();
    await field.fill('42');
    await field.blur();
    await expect(field).toHaveValue('10');
  });

  test('pickers: choosing a date in the popover shows it', async ({ page }) => {
    await open(page, '/forms/elements/pickers');
    await page.getByRole('button', { name: 'Choose Delivery date' }).click();
    const popover = page.getByRole('dialog', { name: 'Delivery date' }).or(page.locator('#pick-single-popover'));
    await popover.getByRole('button', { name: /15th/ }).click();
    await expect(popover).toBeHidden();
    const month = new Date().toLocaleString('en', { month: 'long' });
    await expect(page.getByTestId('picked-single')).toHaveText(new RegExp(`${month} 15, \\d{4}`));
    await expect(page.getByRole('textbox', { name: 'Delivery date' })).toHaveValue(new RegExp(`${month} 15`));
  });

  test('input mask: typed digits become a formatted phone number', async ({ page }) => {
    await open(page, '/forms/elements/input-mask');
    const phone = page.getByLabel('Phone number');
    await phone.click();
    await phone.pressSequentially('5551234567');
    await expect(phone).toHaveValue('+1 (555) 123-4567');
    await expect(page.getByTestId('mask-phone-unmasked')).toHaveText('15551234567');
    const amount = page.getByLabel('Amount');
    await amount.pressSequentially('1234567');
    await expect(amount).toHaveValue('1,234,567');
  });

  test('select: react-select multi takes two values', async ({ page }) => {
    await open(page, '/forms/elements/select');
    const input = page.locator('#rs-multi');
    await input.click();
    await input.fill('Apple');
    await input.press('Enter');
    await input.fill('Mango');
    await input.press('Enter');
    await expect(page.getByTestId('rs-multi-chosen')).toHaveText('Chosen: Apple, Mango');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
});
