import { expect, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, signInAs } from './account-support';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const calendar = (page: Page) => page.getByTestId('calendar');
const eventNamed = (page: Page, title: string) => calendar(page).locator('.fc-event', { hasText: title });
/** The month view's cell of a day (`YYYY-MM-DD`). */
const dayCell = (page: Page, date: string) => calendar(page).locator(`td.fc-daygrid-day[data-date="${date}"]`);

/** Nothing sticks out sideways (polled: the layout settles after a resize). */
async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The demo data lives in the page: a test stays on it (no page.goto) once it has changed something. */
test.describe('the calendar demo app', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
  });

  test('add an event with the button and see it on the month, then in week and day views', async ({ page }) => {
    await page.goto('/calendar');
    await expect(calendar(page).locator('.fc-dayGridMonth-view')).toBeVisible();
    await expect(page.getByTestId('demo-badge')).toBeVisible();
    await expect(calendar(page).locator('.fc-event').first()).toBeVisible();

    await page.getByTestId('calendar-add').click();
    const panel = page.getByRole('dialog', { name: 'Add event' });
    const today = ymd(new Date());
    await expect(panel.getByLabel('Start')).toHaveValue(`${today}T09:00`);
    await expect(panel.getByLabel('End')).toHaveValue(`${today}T10:00`);
    // The mock refuses a blank title and an end before the start, each message at its field.
    await panel.getByLabel('End').fill(`${today}T08:00`);
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByText('Please enter a title.')).toBeVisible();
    await expect(panel.getByText('The end must not be before the start.')).toBeVisible();
    await expect(panel.getByLabel('End')).toHaveAttribute('aria-invalid', 'true');
    await panel.getByLabel('Title').fill('Window display');
    await panel.getByLabel('End').fill(`${today}T11:30`);
    await panel.getByLabel('Label').selectOption('Holiday');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Event added.')).toBeVisible();
    const added = dayCell(page, today).locator('.fc-event', { hasText: 'Window display' });
    await expect(added).toBeVisible();
    await expect(added).toHaveClass(/vt-cal-event-success/);

    await calendar(page).getByRole('button', { name: 'Week', exact: true }).click();
    await expect(calendar(page).locator('.fc-timeGridWeek-view')).toBeVisible();
    await expect(calendar(page).locator('.fc-col-header-cell')).toHaveCount(7);
    // The week opens at 8 in the morning.
    await expect(calendar(page).locator('.fc-timegrid-slot-label[data-time="08:00:00"]')).toBeInViewport();
    await expect(calendar(page).locator('.fc-timegrid-slot-label[data-time="01:00:00"]')).not.toBeInViewport();
    await expect(
      calendar(page).locator(`.fc-timegrid-col[data-date="${today}"] .fc-event`, { hasText: 'Window display' }),
    ).toBeVisible();
    await calendar(page).getByRole('button', { name: 'Day', exact: true }).click();
    await expect(calendar(page).locator('.fc-timeGridDay-view')).toBeVisible();
    await expect(calendar(page).locator('.fc-col-header-cell')).toHaveCount(1);
    await expect(eventNamed(page, 'Window display')).toBeVisible();
    await expect(eventNamed(page, 'Window display')).toContainText('9:00');

    // Back on the month, clicking an empty day opens the panel for that day.
    await calendar(page).getByRole('button', { name: 'Month', exact: true }).click();
    const cell = dayCell(page, today);
    const box = await cell.boundingBox();
    await cell.click({ position: { x: 8, y: (box?.height ?? 40) - 6 } });
    const fromDay = page.getByRole('dialog', { name: 'Add event' });
    await expect(fromDay.getByRole('checkbox', { name: 'All day' })).toBeChecked();
    await expect(fromDay.getByLabel('Start')).toHaveValue(today);
    await fromDay.getByRole('button', { name: 'Cancel' }).click();
    await expect(fromDay).toBeHidden();
  });

  test('drag an event onto another day, then read its new start; delete one', async ({ page }) => {
    await page.goto('/calendar');
    const event = eventNamed(page, 'Supplier meeting');
    await expect(event).toBeVisible();
    const from = await calendar(page)
      .locator('td.fc-daygrid-day', { has: page.locator('.fc-event', { hasText: 'Supplier meeting' }) })
      .getAttribute('data-date');
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = (from as string).split('-').map(Number);
    const target = ymd(new Date(y, m - 1, d === 1 ? 2 : d - 1));
    await event.click();
    const panel = page.getByRole('dialog', { name: 'Edit event' });
    const startBefore = await panel.getByLabel('Start').inputValue();
    expect(startBefore.slice(0, 10)).toBe(from);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();

    const source = await event.boundingBox();
    const drop = await dayCell(page, target).boundingBox();
    if (!source || !drop) throw new Error('no boxes');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 5, source.y + source.height / 2 + 5, { steps: 3 });
    await page.mouse.move(drop.x + drop.width / 2, drop.y + drop.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('Event moved.')).toBeVisible();
    await expect(dayCell(page, target).locator('.fc-event', { hasText: 'Supplier meeting' })).toBeVisible();

    await eventNamed(page, 'Supplier meeting').click();
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Start')).toHaveValue(`${target}${startBefore.slice(10)}`);
    // The time of day stays; only the day moved.
    await panel.getByRole('button', { name: 'Delete' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Event deleted.')).toBeVisible();
    await expect(eventNamed(page, 'Supplier meeting')).toHaveCount(0);
  });

  test('the legend filters the labels shown', async ({ page }) => {
    await page.goto('/calendar');
    await expect(eventNamed(page, 'Quarterly stock count').first()).toBeVisible();
    await expect(eventNamed(page, 'Dentist appointment')).toBeVisible();
    const legend = page.getByTestId('calendar-legend');
    await legend.getByRole('checkbox', { name: 'Business' }).uncheck();
    await expect(eventNamed(page, 'Quarterly stock count')).toHaveCount(0);
    await expect(eventNamed(page, 'Supplier meeting')).toHaveCount(0);
    await expect(eventNamed(page, 'Dentist appointment')).toBeVisible();
    // "View all" is mixed now: checking it shows every label again, unchecking it hides them all.
    const viewAll = legend.getByRole('checkbox', { name: 'View all' });
    await expect(viewAll).not.toBeChecked();
    await viewAll.check();
    await expect(eventNamed(page, 'Quarterly stock count').first()).toBeVisible();
    await expect(legend.getByRole('checkbox', { name: 'Business' })).toBeChecked();
    await viewAll.uncheck();
    await expect(calendar(page).locator('.fc-event')).toHaveCount(0);
    await expect(legend.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked();
    await legend.getByRole('checkbox', { name: 'Personal' }).check();
    await expect(eventNamed(page, 'Dentist appointment')).toBeVisible();
    await expect(eventNamed(page, 'Family dinner')).toHaveCount(0);
  });

  test('looks: light and dark pass axe; German, right to left and a phone', async ({ page }) => {
    // Several axe passes, themes, a language and a phone: 10–16 s alone, twice that beside another worker.
    test.setTimeout(90_000);
    await page.goto('/calendar?customizer=1');
    await expect(calendar(page).locator('.fc-event').first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-light.png' });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-dark.png' });
    await calendar(page).getByRole('button', { name: 'Week', exact: true }).click();
    await expect(calendar(page).locator('.fc-timeGridWeek-view')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-week-dark.png' });
    // A week without events (the demo's are all in this month): each day's column takes focus, so a
    // keyboard reaches and scrolls the grid, and Enter adds an event that day at 9.
    for (let week = 0; week < 6; week += 1) await calendar(page).getByRole('button', { name: /^Next/ }).click();
    await expect(calendar(page).locator('.fc-event')).toHaveCount(0);
    await expectAccessible(page);
    const column = calendar(page).locator('td.fc-timegrid-col[data-date]').nth(2);
    const date = (await column.getAttribute('data-date')) ?? '';
    // Named by its own date (as its header is), not by a date the column showed before.
    const [y, m, d] = date.split('-').map(Number);
    const named = new Date(y, m - 1, d).toLocaleDateString('en-US', { dateStyle: 'long' });
    await expect(column).toHaveAccessibleName(named);
    await column.focus();
    await expect(column).toBeFocused();
    const scroller = calendar(page).locator('.fc-scroller-liquid-absolute');
    const top = await scroller.evaluate((element) => element.scrollTop);
    await page.keyboard.press('PageDown');
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(top);
    await page.keyboard.press('Enter');
    const adding = page.getByRole('dialog', { name: 'Add event' });
    await expect(adding.getByLabel('Start')).toHaveValue(`${date}T09:00`);
    await adding.getByRole('button', { name: 'Close' }).click();
    await expect(adding).toBeHidden();
    await calendar(page).getByRole('button', { name: 'Today', exact: true }).click();
    await calendar(page).getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByTestId('calendar-add').click();
    const panel = page.getByRole('dialog', { name: 'Add event' });
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByText('Please enter a title.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-panel-dark.png' });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    // German: FullCalendar's own texts follow (month names, the first day of the week).
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(calendar(page).getByRole('button', { name: 'Monat', exact: true })).toBeVisible();
    await expect(calendar(page).locator('.fc-col-header-cell').first()).toContainText('Mo');
    const month = new Date().toLocaleString('de', { month: 'long' });
    await expect(calendar(page).locator('.fc-toolbar-title')).toContainText(month);
    await expect(page.getByTestId('calendar-legend').getByRole('checkbox', { name: 'Geschäftlich' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/apps/calendar-de-light.png' });
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Right to left: the calendar mirrors too.
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-rtl').check();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(calendar(page).locator('.fc')).toHaveClass(/fc-direction-rtl/);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-rtl-light.png' });
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-ltr').check();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();

    // A phone opens the page at its own width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(calendar(page).locator('.fc-event').first()).toBeVisible();
    await noSidewaysScroll(page);
    // The grid and the toolbar fit inside the card (FullCalendar measures itself, so poll).
    const fits = () =>
      calendar(page).evaluate((el) => {
        const card = el.getBoundingClientRect();
        return Array.from(el.querySelectorAll('.fc-scrollgrid, .fc-toolbar-chunk')).every((part) => {
          const box = part.getBoundingClientRect();
          return box.left >= card.left - 1 && box.right <= card.right + 1;
        });
      });
    await expect.poll(fits).toBe(true);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-phone-light.png', fullPage: true });
    await calendar(page).getByRole('button', { name: 'Week', exact: true }).click();
    await expect(calendar(page).locator('.fc-timeGridWeek-view')).toBeVisible();
    await expect.poll(fits).toBe(true);
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/shots/apps/calendar-phone-week-light.png' });
  });
});
