import { expect, type Page, test } from '@playwright/test';
import { expectHydrated } from './storefront-support';

/**
 * Server-rendered shop pages: the HTML alone shows the shop, and the browser hydrates
 * it without asking again for what the page carries, without a hydration mismatch, in the
 * shopper's language.
 */
function watch(page: Page) {
  const api: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${url.pathname.slice(5)}${url.search}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  return { api, problems };
}

test.describe('server-rendered shop pages', () => {
  test('without JavaScript, a shop page shows its header and first page of products, pictures sized', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/bulk-mart');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-encoding']).toMatch(/br|gzip/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    await expect(page.getByTestId('result-count')).toContainText('5,000');
    const pictures = page.locator('[data-testid="product-card"] img');
    for (const index of [0, 3, 4, 23]) {
      const picture = pictures.nth(index);
      await expect(picture).toHaveAttribute('width', /\d+/);
      await expect(picture).toHaveAttribute('height', /\d+/);
      await expect(picture).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
    }
    // Page links work without the app: page 2 comes rendered too.
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('product-card')).toHaveCount(24);

    // A product page, and an unknown shop's not-found page (status 404).
    await page.goto('/sunrise-electronics');
    const href = await page.getByTestId('product-card').first().getByRole('link').last().getAttribute('href');
    await page.goto(href as string);
    await expect(page.getByTestId('product-name')).toBeVisible();
    await expect(page.getByTestId('product-detail-price')).toBeVisible();
    const gone = await page.goto(`/sunrise-electronics/product-detail/x/${Buffer.from('999999').toString('base64')}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByTestId('product-not-found')).toBeVisible();
    const missing = await page.goto('/no-such-shop-anywhere');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('shop-not-found')).toBeVisible();
    await context.close();
  });

  test('hydrates without asking again for the shop or the page it shows, and without a mismatch', async ({ page }) => {
    const { api, problems } = watch(page);
    // The products' pictures come slowly, as on a phone's line: the page's load event waits for them
    // (what the app's code must wait for, below).
    let slowed = 0;
    await page.route(/\/assets\/v\/[^/]+\/products\//, async (route) => {
      slowed += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      api.filter((call) =>
        /^(getshop|getcataloguepage\/sunrise-electronics$|getproductcategories|getshopseo)/.test(call),
      ),
    ).toEqual([]);
    // The next page is fetched ahead, so "Next" answers at once. The app asks for it when the
    // browser is next idle (requestIdleCallback, at most 2 s later): on a busy machine that can
    // come after the network has been quiet long enough for 'networkidle', so wait for the call.
    await expect.poll(() => api).toContain('getcataloguepage/sunrise-electronics?page=2');
    expect(problems).toEqual([]);

    // The page's entry (src/hydrate.ts) and the bundler's runtime come with the HTML; the app's own
    // code is asked for only once the page has loaded (its pictures too) and painted, so on a slow
    // line the pictures get the bandwidth first.
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ file: entry.name.replace(/^.*\/static\//, ''), startTime: entry.startTime }));
      return {
        loaded: navigation.loadEventEnd,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts,
      };
    });
    // The check below means something only if the pictures were slowed (their address matched).
    expect(slowed).toBeGreaterThan(0);
    const appCode = timing.scripts.filter(({ file }) => !/^(hydrate|runtime)-/.test(file));
    expect(appCode.map(({ file }) => file.replace(/-[\w-]+\.js$/, ''))).toEqual(
      expect.arrayContaining(['app', 'vendor']),
    );
    for (const script of appCode) {
      expect(script.startTime, `${script.file} asked for before the load event`).toBeGreaterThanOrEqual(timing.loaded);
      expect(script.startTime, `${script.file} asked for before the first paint`).toBeGreaterThanOrEqual(
        timing.painted,
      );
    }

    // It is the live app now: Add to cart, the cart badge, a product page opened in-app.
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('add-to-cart') })
      .first();
    await card.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await card.getByRole('link').last().click();
    await expect(page.getByTestId('product-name')).toBeVisible();

    // A product page's first visit: no product request either.
    const product = page.url();
    const second = await page.context().newPage();
    const watched = watch(second);
    await second.goto(product);
    await expect(second.getByTestId('language-select')).toBeEnabled();
    await second.waitForLoadState('networkidle');
    expect(watched.api.filter((call) => /^(getshop|getproduct\/)/.test(call))).toEqual([]);
    expect(watched.problems).toEqual([]);
    // The saved cart (the browser's) shows once hydrated, without a mismatch.
    await expect(second.getByTestId('cart-badge')).toContainText('1');
  });

  test("a shopper whose clock already reads next year (New Year's night east of UTC) hydrates without a mismatch", async ({
    page,
  }) => {
    // The server renders the footer's year by its own clock; the shopper's may be past midnight on
    // 1 January while the server's is still on 31 December. The server runs on this machine, in
    // its time zone: its year is this process's.
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-01-01T00:30:00`));
    const { problems } = watch(page);
    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await expect(page.locator('.sf-footer')).toContainText(`© ${nextYear - 1} Sunrise Electronics`);
  });

  test('checkout comes as its frame (header, title), then hydrates with the saved cart, without a mismatch', async ({
    browser,
    page,
  }) => {
    // The HTML alone: the shop's header and checkout's title; the cart is the browser's.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const html = await bare.newPage();
    expect((await html.goto('/sunrise-electronics/checkout'))?.status()).toBe(200);
    await expect(html.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(html.getByRole('status')).toHaveText('Opening your cart…');
    await expect(html.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await bare.close();

    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    const { api, problems } = watch(page);
    await page.goto('/sunrise-electronics/checkout');
    await expect(page.getByRole('heading', { level: 2, name: 'Your cart' })).toBeVisible();
    await expect(page.getByTestId('checkout-opening')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(api.filter((call) => /^(getshop\/|getproductcategories)/.test(call))).toEqual([]);
    expect(problems).toEqual([]);
    // With no cart: the empty answer, in the frame's place.
    await page.evaluate(() => localStorage.clear());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByTestId('checkout-empty')).toContainText('Your cart is empty.');
    // ...without the form's code: it loads only for a cart with lines.
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('/CheckoutPage-'))).toBe(true);
    expect(scripts.filter((path) => path.includes('/CartCheckout-'))).toEqual([]);
  });

  test("from the cart, checkout opens with its form: the route waited for the form's code, no second wait", async ({
    page,
  }) => {
    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    // The form's code arrives late: without the route waiting for it, the frame would stand meanwhile.
    await page.route('**/CartCheckout-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as { sawFrame: boolean };
      w.sawFrame = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="checkout-opening"]')) w.sawFrame = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your cart' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawFrame: boolean }).sawFrame)).toBe(false);
  });

  test('a shopper formats no number with ICU: shop, cart, product page, checkout, in two languages', async ({
    page,
  }) => {
    // A page's first Intl.NumberFormat loads ICU's number data: one long task (37–127 ms here
    // without throttling). Prices and counts come from @vitrine/contracts/number-format instead.
    await page.addInitScript(() => {
      const w = window as unknown as { icuFormats: string[] };
      w.icuFormats = [];
      const Original = Intl.NumberFormat;
      Intl.NumberFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          w.icuFormats.push(new Error().stack ?? String(args[0]));
          return new target(...args);
        },
        apply(target, _this, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          w.icuFormats.push(new Error().stack ?? String(args[0]));
          return target(...args);
        },
      });
      const toLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: Parameters<number['toLocaleString']>) {
        w.icuFormats.push(new Error().stack ?? 'toLocaleString');
        return toLocale.apply(this, args);
      };
    });
    const { problems } = watch(page);
    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    await expect(page.getByTestId('product-price').first()).toContainText('₹');
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-checkout')).toBeVisible();
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your cart' })).toBeVisible();
    await expect(page.getByText(/₹[\d,]+\.\d\d/).first()).toBeVisible();
    // German digits, on the product page the app opens in its own language.
    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    await page.getByTestId('language-select').selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('product-price').first()).toContainText(/\d,\d\d\u00a0₹/);
    await page.getByTestId('product-card').first().getByRole('link').last().click();
    await expect(page.getByTestId('product-name')).toBeVisible();
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { icuFormats: string[] }).icuFormats)).toEqual([]);
  });

  test('once hydrated, a shop page renders again only to enable its controls', async ({ page }) => {
    // React calls a DevTools hook, when one is there, after each commit. This one counts the commits
    // in which an element marked with `data-testid` got new props: its component rendered again.
    // A render after hydration re-renders the whole page in one task on a slow phone: the store's
    // forced update for the products seen, and a state set to what it already held, each did that.
    await page.addInitScript(() => {
      type Fiber = {
        tag: number;
        memoizedProps: Record<string, unknown> | null;
        alternate: Fiber | null;
        child: Fiber | null;
        sibling: Fiber | null;
      };
      const w = window as unknown as { rendersOf: Record<string, number>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.rendersOf = {};
      // The fibers of the last commit's tree: React keeps two of each and renders into the other one.
      let previous = new WeakSet<Fiber>();
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const rendered = new Set<string>();
          const tree = new WeakSet<Fiber>();
          const walk = (first: Fiber | null) => {
            for (let fiber = first; fiber; fiber = fiber.sibling) {
              const testId = fiber.tag === 5 ? fiber.memoizedProps?.['data-testid'] : undefined;
              // Not the last commit's fiber, and other props than its twin's: rendered in this commit.
              const now = !previous.has(fiber) && fiber.memoizedProps !== fiber.alternate?.memoizedProps;
              if (typeof testId === 'string' && now) rendered.add(testId);
              tree.add(fiber);
              walk(fiber.child);
            }
          };
          walk(root.current.child);
          previous = tree;
          for (const id of rendered) w.rendersOf[id] = (w.rendersOf[id] ?? 0) + 1;
        },
      };
    });
    const rendersOf = (id: string) =>
      page.evaluate((key) => (window as unknown as { rendersOf: Record<string, number> }).rendersOf[key] ?? 0, id);
    const { api, problems } = watch(page);

    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    // The app's work after hydrating has run: the last of it asks for the next page, when idle.
    await expect.poll(() => api).toContain('getcataloguepage/sunrise-electronics?page=2');
    await page.waitForLoadState('networkidle');
    // Hydrating, then once hydrated (Add to cart enabled): twice. Before, four times.
    expect(await rendersOf('product-card')).toBe(2);

    await page.getByTestId('product-card').first().getByRole('link').last().click();
    await expect(page.getByTestId('product-name')).toBeVisible();
    const product = page.url();
    await page.goto(product);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    // The product's answer came with the page: hydrating, then once hydrated. Before, four times.
    expect(await rendersOf('product-name')).toBe(2);
    expect(problems).toEqual([]);
  });

  test("React DOM's start-up errors get no stack, so DevTools does not re-parse React DOM", async ({ page }) => {
    // React DOM makes sentinel errors as its module starts. With an inspector attached (as here, or
    // in Lighthouse), a stack on the first one made V8 re-parse React DOM's whole module function:
    // about 40 ms in one task. main.tsx starts React DOM without error stacks (without-error-stacks.ts).
    await page.addInitScript(() => {
      const original = Error;
      const seen: { message: string; stack: string | undefined }[] = [];
      (window as unknown as { reactErrors: typeof seen }).reactErrors = seen;
      const note = (error: Error) => {
        if (error.message.startsWith('Minified React error')) seen.push({ message: error.message, stack: error.stack });
        return error;
      };
      globalThis.Error = new Proxy(original, {
        construct: (target, args, newTarget) => note(Reflect.construct(target, args, newTarget)),
        apply: (target, self, args) => note(Reflect.apply(target, self, args)),
      });
    });
    await page.goto('/sunrise-electronics');
    await expectHydrated(page);
    const made = await page.evaluate(
      () => (window as unknown as { reactErrors: { message: string; stack: string | undefined }[] }).reactErrors,
    );
    expect(made.length).toBeGreaterThanOrEqual(3);
    expect(made.filter((error) => error.stack !== undefined).map((error) => error.message)).toEqual([]);
    // And stacks are back for everything after.
    expect(await page.evaluate(() => typeof new Error('later').stack)).toBe('string');
  });

  test("is rendered in the shopper's remembered language, else the browser's", async ({ browser, baseURL }) => {
    const french = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    const page = await french.newPage();
    const { problems } = watch(page);
    await page.goto('/sunrise-electronics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectHydrated(page);
    await expect(page.getByTestId('catalogue-search')).toHaveAttribute('placeholder', /.+/);
    const frenchText = await page.getByTestId('result-count').textContent();
    // The page was already in its language: hydrating writes no cookie back (a synchronous write,
    // and a restyle for setting `lang` again, on a first visit's busiest task).
    expect((await french.cookies()).filter((c) => c.name === 'vitrine_lang')).toEqual([]);

    // Choosing German is remembered for the server (a cookie): the next page comes in German.
    await page.getByTestId('language-select').selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const raw = await page.request.get(`${baseURL}/sunrise-electronics`, {
      headers: { cookie: (await french.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(await raw.text()).toContain('<html lang="de"');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectHydrated(page);
    expect(await page.getByTestId('result-count').textContent()).not.toBe(frenchText);
    expect(problems).toEqual([]);
    await french.close();
  });
});
