import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { accounts, expectAccessible, signInAs } from './account-support';

/**
 * The Chat demo app on the in-browser mock. The mock's data lives in the page: every step moves
 * by clicking (a page.goto would reload and put the demo data back to its start).
 */
const chatList = (page: Page) => page.getByTestId('chat-list');
const firstChat = (page: Page) => chatList(page).getByRole('button').first();

/**
 * Opens a contact's thread and waits until it is the one shown: the switch is a navigation, so on a
 * busy machine the previous thread (with its own Pin / Unpin button) stays a moment longer.
 */
async function openChat(page: Page, uid: number) {
  const contact = page.getByTestId(`contact-${uid}`);
  await contact.click();
  await expect(contact).toHaveAttribute('aria-current', 'true');
}

test.describe('Chat demo app', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await signInAs(page, request, accounts.sunrise);
  });

  test('open a chat, send a message: in the thread at once and as the last message', async ({ page }) => {
    await page.goto('/chat');
    await expect(page.getByTestId('demo-badge')).toBeVisible();
    // Statuses in colour and in words.
    const lena = page.getByTestId('contact-3');
    await expect(lena.locator('[data-status="busy"]')).toHaveClass(/bg-danger/);
    await expect(lena).toContainText('Do not disturb');
    await expect(page.getByTestId('contact-4').locator('[data-status="online"]')).toHaveClass(/bg-success/);
    await expect(page.getByTestId('contact-2').locator('[data-status="away"]')).toHaveClass(/bg-warning/);
    await expect(page.getByTestId('contact-5').locator('[data-status="offline"]')).toHaveClass(/bg-secondary/);

    const joana = page.getByTestId('contact-4');
    await expect(joana.getByTestId('last-message')).toContainText('Looks good, let us go with blue.');
    await joana.click();
    await expect(joana).toHaveAttribute('aria-current', 'true');
    const thread = page.getByTestId('messages');
    await expect(thread.getByTestId('message')).toHaveCount(4);
    // Seen ticks: the earlier sent message seen, the last one not yet.
    await expect(thread.getByTestId('message').nth(1).getByTestId('seen')).toHaveCount(1);
    await expect(thread.getByTestId('message').nth(3).getByTestId('delivered')).toHaveCount(1);

    const input = page.getByRole('textbox', { name: 'Message to Joana Silva' });
    await expect(input).toBeFocused();
    await input.fill('Blue it is, see you on Monday.');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const sent = thread.getByTestId('message').last();
    await expect(sent).toContainText('Blue it is, see you on Monday.');
    await expect(sent).toBeInViewport();
    await expect(sent.getByTestId('delivered')).toHaveCount(1);
    await expect(joana.getByTestId('last-message')).toContainText('Blue it is, see you on Monday.');

    // Opening a thread marks the contact's messages seen.
    const asha = page.getByTestId('contact-1');
    await expect(asha.getByTestId('unseen')).toHaveText('2 unread messages');
    await asha.click();
    await expect(page.getByTestId('messages').getByText('Shall I reserve 20 cartons for you?')).toBeVisible();
    await expect(asha.getByTestId('unseen')).toHaveCount(0);
  });

  test('pin and unpin: pinned chats come first', async ({ page }) => {
    await page.goto('/chat');
    await expect(firstChat(page)).toContainText('Asha Patil');
    await expect(firstChat(page)).toContainText('(pinned)');
    await openChat(page, 1);
    await page.getByRole('button', { name: 'Unpin chat' }).click();
    await expect(page.getByText('Chat with Asha Patil unpinned.')).toBeVisible();
    await expect(firstChat(page)).toContainText('Joana Silva');
    await openChat(page, 4);
    await page.getByRole('button', { name: 'Pin chat' }).click();
    await expect(page.getByRole('button', { name: 'Unpin chat' })).toBeVisible();
    await expect(firstChat(page)).toContainText('Joana Silva');
    await expect(firstChat(page)).toContainText('(pinned)');
    await openChat(page, 1);
    await page.getByRole('button', { name: 'Pin chat' }).click();
    // Both pinned: the newest first.
    await expect(chatList(page).getByRole('button')).toHaveText([/Joana Silva/, /Asha Patil/]);
    await openChat(page, 4);
    await page.getByRole('button', { name: 'Unpin chat' }).click();
    await expect(chatList(page).getByRole('button')).toHaveText([/Asha Patil/, /Joana Silva/]);
  });

  test('search a contact without a chat and start one; the profiles', async ({ page }) => {
    await page.goto('/chat');
    const search = page.getByRole('searchbox', { name: 'Search contacts' });
    await search.fill('zzz');
    await expect(page.getByText('No contact matches “zzz”.')).toBeVisible();
    await search.fill('mei');
    await expect(page.getByTestId('contact-list').getByRole('button')).toHaveCount(1);
    await page.getByTestId('contact-9').click();
    await expect(page.getByTestId('thread-empty')).toHaveText('No messages yet. Say hello to Mei Chen!');
    await expect(page.getByRole('button', { name: 'Pin chat' })).toBeDisabled();

    await page.getByRole('button', { name: 'View profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Contact profile' });
    await expect(profile.getByRole('heading', { name: 'Mei Chen' })).toBeVisible();
    await expect(profile.getByText('Packaging supplier.')).toBeVisible();
    await expect(profile.getByText('Do not disturb').first()).toBeVisible();
    await profile.getByRole('button', { name: 'Close' }).click();
    await expect(profile).toBeHidden();

    await page.getByRole('textbox', { name: 'Message to Mei Chen' }).fill('Hello Mei, do you have 500 small boxes?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('messages').getByTestId('message')).toHaveCount(1);
    await search.fill('');
    await expect(chatList(page).getByTestId('contact-9')).toContainText('Hello Mei, do you have 500 small boxes?');
    await expect(page.getByTestId('contact-list').getByTestId('contact-9')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pin chat' })).toBeEnabled();

    await page.getByRole('button', { name: 'Your profile: Demo User' }).click();
    const mine = page.getByRole('dialog', { name: 'Your profile' });
    await expect(mine.getByText('Running the Vitrine demo shop.')).toBeVisible();
    await expect(mine.getByText('Online').first()).toBeVisible();
  });

  test('accessible in light and dark, on a laptop and a phone; screenshots', async ({ page }) => {
    await page.goto('/chat');
    await page.getByTestId('contact-4').click();
    await expect(page.getByTestId('messages').getByTestId('message')).toHaveCount(4);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/chat-light.png' });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/chat-dark.png' });
    await page.getByRole('button', { name: 'View profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact profile' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/chat-profile-dark.png' });
    await page.getByRole('dialog', { name: 'Contact profile' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.offcanvas')).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expect(page.getByTestId('chat-list')).toBeHidden();
    await page.screenshot({ path: '/tmp/shots/apps/chat-phone-thread-dark.png' });
    await page.getByRole('button', { name: 'Back to the chats' }).click();
    await expect(page.getByTestId('chat-list')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/chat-phone-dark.png' });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByTestId('contact-1').click();
    await expect(page.getByTestId('messages')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/chat-phone-thread-light.png' });
  });

  test('right to left and in German', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vitrine.language', 'de'));
    await page.goto('/chat?customizer=1');
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-rtl').check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'Kontakte' })).toBeVisible();
    await expect(page.getByTestId('contact-3')).toContainText('Nicht stören');
    await page.getByTestId('contact-4').click();
    const thread = await page.getByTestId('messages').boundingBox();
    const sent = await page.getByTestId('message').last().locator('.chat-bubble').boundingBox();
    // A sent message sits at the (left) end of the thread in right-to-left.
    expect((sent?.x ?? 0) - (thread?.x ?? 0)).toBeLessThan(40);
    await expect(page.getByRole('textbox', { name: 'Nachricht an Joana Silva' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/chat-rtl-de-light.png' });
  });
});
