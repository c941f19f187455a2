import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs } from './account-support';
import { openInApp } from './in-app';
import { clickThenType } from './one-task';

/**
 * The template's demo pages: profile, FAQ, knowledge base (home, category, article)
 * and search. Each is used as a person would: search, open, like, load more, go back.
 */
const main = (page: Page) => page.locator('main#vt-content');

test.describe('the template pages', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
  });

  test('FAQ: the search filters the questions, topics narrow them, a question opens', async ({ page }) => {
    await page.goto('/pages/faq');
    await expect(main(page).getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const questions = page.getByTestId('faq-question');
    await expect(questions).toHaveCount(16);

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('return');
    // Polled: the list is filtered a render after the field shows the text (the count read once
    // could see the whole list still there).
    await expect.poll(() => questions.count()).toBeLessThan(16);
    await expect(questions.first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I return a product?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How can I pay for my order?' })).toHaveCount(0);

    // The accordion: the question is a button that says whether it is open.
    const question = page.getByRole('button', { name: 'How do I return a product?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('within 14 days, unused and in its packaging')).toBeVisible();

    // Nothing matches: the page says so, and Clear brings everything back.
    await search.fill('zeppelin');
    await expect(page.getByTestId('faq-empty')).toContainText('No question matches “zeppelin”.');
    await expect(questions).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(search).toHaveValue('');
    await expect(questions).toHaveCount(16);

    // A topic shows only its questions.
    const topics = page.getByRole('group', { name: 'Topics' });
    await topics.getByRole('button', { name: /^Delivery/ }).click();
    await expect(topics.getByRole('button', { name: /^Delivery/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('faq-category')).toHaveCount(1);
    await expect(
      page.getByTestId('faq-category').getByRole('heading', { level: 2, name: 'Delivery', exact: true }),
    ).toBeVisible();
    await expect(questions).toHaveCount(3);
  });

  test('knowledge base: search the topics, open a topic and an article, go back by the breadcrumb', async ({
    page,
  }) => {
    await page.goto('/pages/knowledge-base');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
    const cards = page.getByTestId('kb-category');
    await expect(cards).toHaveCount(6);

    const search = page.getByRole('searchbox', { name: 'Search the topics' });
    await search.fill('password');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link')).toHaveText('Account and security');
    await search.fill('zeppelin');
    await expect(page.getByTestId('kb-empty')).toContainText('No topic matches “zeppelin”.');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(cards).toHaveCount(6);

    await cards.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Mark an order delivered' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders\/mark-an-order-delivered$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mark an order delivered' })).toBeVisible();
    await expect(page.getByTestId('kb-steps').getByRole('listitem')).toHaveCount(4);

    // Was it helpful: the answer is pressed and thanked.
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Thank you! Glad it helped.')).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByText('Mark an order delivered')).toHaveAttribute('aria-current', 'page');
    await breadcrumb.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders$/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Knowledge base' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base$/);
    await expect(cards).toHaveCount(6);
  });

  test('knowledge base: an unknown topic or article says so and leads back', async ({ page }) => {
    await page.goto('/pages/knowledge-base/no-such-topic');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Topic not found' })).toBeVisible();
    await expect(page.getByTestId('kb-missing')).toContainText('There is no topic called “no-such-topic”');
    await page.getByTestId('kb-missing').getByRole('link', { name: 'Back to the knowledge base' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base$/);

    await openInApp(page, '/pages/knowledge-base/orders/no-such-article');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByTestId('kb-missing').getByRole('link', { name: 'Back to “Orders”' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/orders$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('search: typing filters the results, the tabs count and switch, ?q= survives a reload', async ({ page }) => {
    await page.goto('/pages/search');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const input = page.getByRole('searchbox', { name: 'Search pages, files and contacts' });
    await expect(page.getByTestId('search-count-files')).toHaveText('6');
    await expect(page.getByTestId('search-count-contacts')).toHaveText('6');

    await input.fill('asha');
    await expect(page).toHaveURL(/\/pages\/search\?q=asha$/);
    await expect(page.getByTestId('search-count-all')).toHaveText('3');
    await expect(page.getByTestId('search-count-pages')).toHaveText('0');
    await expect(page.getByTestId('search-count-files')).toHaveText('2');
    await expect(page.getByTestId('search-count-contacts')).toHaveText('1');
    await expect(page.getByTestId('search-summary')).toHaveText('3 results for “asha”');

    await page.getByRole('tab', { name: /Files/ }).click();
    await expect(page.getByRole('tab', { name: /Files/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?q=asha&tab=files$/);
    const results = page.getByRole('tabpanel').getByTestId('search-result');
    await expect(results).toHaveCount(2);
    await expect(results.first()).toContainText('Price list 2026.xlsx');

    // Nothing in Pages: an empty state with a way out.
    await page.getByRole('tab', { name: /Pages/ }).click();
    await expect(page.getByTestId('search-empty')).toContainText('Nothing matches “asha” here.');

    await page.getByRole('tab', { name: /Files/ }).click();
    await page.reload();
    await expect(input).toHaveValue('asha');
    await expect(page.getByRole('tab', { name: /Files/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByTestId('search-result')).toHaveCount(2);

    // A tab chosen and a query typed before the page draws again (a busy phone): both are kept.
    // One page task, so the field's handler is the one drawn before the tab changed.
    await clickThenType(page, '#search-tabs-tab-all', '[data-testid="search-page-input"]', 'header designer');
    await expect(page).toHaveURL(/\/pages\/search\?q=header\+designer$/);
    await expect(page.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    // A page result is a link to the page.
    await expect(page.getByTestId('search-count-pages')).toHaveText('1');
    await page.getByRole('tabpanel').getByRole('link', { name: 'Header Designer' }).click();
    await expect(page).toHaveURL(/\/shop-profile\/header$/);
  });

  test('profile: a like toggles and counts, Load more adds posts until none is left', async ({ page }) => {
    await page.goto('/pages/profile');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Asha Patil' })).toBeVisible();

    const like = page.getByRole('button', { name: /Like the post by Asha Patil/ }).first();
    const count = page.getByTestId('profile-post').first().getByTestId('profile-like-count');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText('42');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('43');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText('42');

    // Connect asks, pressing again withdraws.
    const connect = page.getByRole('button', { name: 'Connect with Marco Rossi' });
    await connect.click();
    await expect(connect).toHaveAttribute('aria-pressed', 'true');
    await expect(connect).toContainText('Requested');

    const posts = page.getByTestId('profile-post');
    await expect(posts).toHaveCount(3);
    const more = page.getByTestId('profile-load-more');
    await more.click();
    await expect(more).toBeDisabled();
    await expect(more).toHaveText('Loading…');
    await expect(posts).toHaveCount(6);
    await expect(more).toHaveText('Load more');
    await more.click();
    await expect(posts).toHaveCount(7);
    await expect(more).toHaveCount(0);
    await expect(page.getByTestId('profile-feed-end')).toHaveText('You have seen every post.');
  });

  test('accessible in light and dark, no sideways scrolling on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    const paths = [
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/knowledge-base/orders',
      '/pages/knowledge-base/orders/mark-an-order-delivered',
      '/pages/search?q=a',
    ];
    await page.goto('/dashboard');
    await expect(main(page).locator('h1')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await openInApp(page, '/dashboard');
        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      }
      for (const path of paths) {
        await test.step(`${theme} ${path}`, async () => {
          await openInApp(page, path);
          await expect(main(page).locator('h1')).toBeVisible();
          await expect(main(page).locator('.card').first()).toBeVisible();
          if (path === '/pages/faq') await page.getByRole('button', { name: 'How can I pay for my order?' }).click();
          if (path.startsWith('/pages/search')) await expect(page.getByTestId('search-result').first()).toBeVisible();
          // The pointer rests off the content: a hovered link's colour is not what is measured.
          await page.mouse.move(0, 899);
          await expectAccessible(page);
          if (process.env.SHOTS === '1') {
            await page.screenshot({ path: `/tmp/shots/pages/${theme}${path.replace(/[/?=]/g, '-')}.png` });
          }
        });
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of paths) {
      await test.step(`phone ${path}`, async () => {
        await openInApp(page, path);
        await expect(main(page).locator('h1')).toBeVisible();
        await expectNoSidewaysScroll(page);
        if (process.env.SHOTS === '1') {
          await page.screenshot({ path: `/tmp/shots/pages/phone${path.replace(/[/?=]/g, '-')}.png` });
        }
      });
    }
  });
});
