// A Chromium page signed in to a bench server as a demo account, counting the JavaScript it
// downloads (the demo-app and template-page benches). Debian's Chromium with this machine's flags.
import { launchChromium } from './chromium.mjs';

export async function signedInPage(server, apiKey, account) {
  const browser = await launchChromium();
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token } = await login.json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
  const page = await context.newPage();
  const scripts = { bytes: 0 };
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script') scripts.bytes += (await request.sizes()).responseBodySize;
  });
  return { browser, page, scripts };
}
