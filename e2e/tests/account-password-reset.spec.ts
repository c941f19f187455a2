import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { freshDatabase } from '../../scripts/balanced';
import { freePort, root, serverProcessEnv } from '../../scripts/lib.mjs';
import { e2eApiKey } from '../playwright.config';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';

/**
 * The whole reset flow with real mail: the shared e2e server has no SMTP, so this spec starts its
 * own SMTP server (smtp-server, keeping the raw mails) and a second built server pointed at it.
 */
const headers = { 'api-key': e2eApiKey, Accept: 'application/json' };

/** The body with quoted-printable soft breaks and escapes undone, so the link can be read from it. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots/account', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/account/${name}.png` });
}

test.describe('password reset by e-mail', () => {
  test.describe.configure({ timeout: 180_000 });
  const mails: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let server: ChildProcess;
  let dataDir: string;
  let base: string;
  let log = '';
  let database: { url: string; drop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    // On PostgreSQL when CI has one: an embedded database's first start is mostly its initdb.
    database = process.env.TEST_DATABASE_URL ? await freshDatabase('reset') : undefined;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-reset-'));
    server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...serverProcessEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        // Its tests register their own owners: no 5,000 demo products to seed first.
        SEED_DEMO: 'false',
        API_KEY: e2eApiKey,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Vitrine E2E <no-reply@vitrine.test>',
        LOG_LEVEL: 'warn',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
    server.stdout?.on('data', (d) => (log += d));
    server.stderr?.on('data', (d) => (log += d));
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`the reset server exited ${server.exitCode}\n${log}`);
          return fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  test('an owner resets a forgotten password from the mailed link; old password and sessions stop working', async ({
    browser,
    request,
  }) => {
    // A fresh owner on this server, with a session open "on another device".
    const stamp = `reset-${Date.now().toString(36)}`;
    const email = `${stamp}@example.com`;
    const oldPassword = 'old-pass-1234';
    const newPassword = 'brand-new-pass-5678';
    const registered = await request.post(`${base}/api/auth/register`, {
      headers,
      data: { name: 'Reset Owner', email, password: oldPassword, shop_name: 'Reset Shop', shop_catalogue_url: stamp },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const earlierSession = ((await registered.json()) as { token: string }).token;

    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();

    // The login page leads to the forgot-password page.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${base}/pages/forgot-password`);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'forgot-password-light');

    // A malformed address is named on the field, nothing is sent.
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Use an e-mail address such as name@example.com.')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that address, we have sent a link/)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'forgot-password-sent');

    await expect.poll(() => mails.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
    const mail = decoded(mails.find((m) => m.to.includes(email))?.raw ?? '');
    expect(mail).toMatch(/^From: Vitrine E2E <no-reply@vitrine\.test>/m);
    const link = mail.match(/https?:\/\/[^\s"<>]+\/pages\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] as string;
    expect(link.startsWith(`${base}/pages/reset-password?token=`)).toBe(true);

    // Follow the link and choose a new password.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'reset-password-light');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    // Back on the login page with the news; not signed in automatically.
    await expect(page).toHaveURL(`${base}/login`);
    await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

    // The earlier session (the other device) is refused from now on.
    const me = await request.get(`${base}/api/auth/me`, {
      headers: { ...headers, Authorization: `Bearer ${earlierSession}` },
    });
    expect(me.status()).toBe(401);

    // The old password is refused, the new one works.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/(dashboard|shop-profile\/edit)$/);

    // The same link a second time: the dead-link message and a way to ask for a new one.
    const fresh = await browser.newContext({ baseURL: base });
    const again = await fresh.newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('another-pass-9012');
    await again.getByLabel('Repeat the new password').fill('another-pass-9012');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect(again.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    await expect(again.getByText(/already used or older than one hour/)).toBeVisible();
    await expectAccessible(again);
    await shot(again, 'reset-password-invalid');
    await again.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(again).toHaveURL(`${base}/pages/forgot-password`);
    await fresh.close();
    await context.close();
  });

  test('both pages in the dark theme, switched in the shell and kept on an in-app visit', async ({
    browser,
    request,
  }) => {
    const stamp = `dark-${Date.now().toString(36)}`;
    const registered = await request.post(`${base}/api/auth/register`, {
      headers,
      data: {
        name: 'Dark Owner',
        email: `${stamp}@example.com`,
        password: 'dark-pass-1234',
        shop_name: 'Dark',
        shop_catalogue_url: stamp,
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const { token } = (await registered.json()) as { token: string };
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    for (const [path, heading, name] of [
      ['/pages/forgot-password', 'Forgot your password?', 'forgot-password-dark'],
      ['/pages/reset-password?token=abc', 'Choose a new password', 'reset-password-dark'],
    ] as const) {
      // As a menu click does: the theme in the page's state stays.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await expectAccessible(page);
      await shot(page, name);
    }
    await context.close();
  });

  test('both pages on a phone and in another language', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/pages/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByText(/has no reset token/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/pages/reset-password?token=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shot(page, 'reset-password-phone');

    await page.goto('/pages/forgot-password');
    await page.getByTestId('language-toggle').click();
    await page.locator('.dropdown-menu').getByText('Deutsch').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shot(page, 'forgot-password-de-phone');
    await context.close();
  });
});
