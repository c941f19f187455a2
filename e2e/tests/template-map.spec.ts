import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, signInAs } from './account-support';

// No internet in the tests: OpenStreetMap's tiles (the default MAP_TILE_URL) come from a local picture.
const TILES = '**/tile.openstreetmap.org/**';
const tile = path.resolve(import.meta.dirname, '../fixtures/tile.png');
const serveTiles = (page: Page) =>
  page.route(TILES, (route) => route.fulfill({ path: tile, contentType: 'image/png' }));

test.describe('the Leaflet map page', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
  });

  test('shows tiles with their credit, a marker popup, a layer switch; accessible in light and dark', async ({
    page,
  }) => {
    await serveTiles(page);
    await page.goto('/maps/leaflet');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaflet map' })).toBeVisible();

    const basic = page.getByTestId('map-basic');
    await expect(basic.getByRole('region', { name: 'Map of Lisbon' })).toBeVisible();
    await expect(basic.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(
      await basic
        .locator('img.leaflet-tile-loaded')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(256);
    await expect(basic.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
    await expect(basic.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await expect(basic.getByRole('alert')).toHaveCount(0);

    // Keyboard zoom (Leaflet's own): focus the map and press +.
    // A loaded tile's zoom level, from its address (…/{z}/{x}/{y}.png); the highest one on the map.
    const zoomOf = (src: string | null) => Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(src ?? '')?.[1] ?? 0);
    const topZoom = async () =>
      Math.max(
        ...(
          await basic
            .locator('img.leaflet-tile-loaded')
            .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
        ).map(zoomOf),
      );
    const zoomBefore = await topZoom();
    expect(zoomBefore).toBeGreaterThan(0);
    await basic.getByRole('region', { name: 'Map of Lisbon' }).focus();
    await page.keyboard.press('+');
    // Tiles of a closer level load. Leaflet keeps the old level's tiles until then and prunes them
    // later, so the first tile on the map may still be an old one.
    await expect.poll(topZoom).toBeGreaterThan(zoomBefore);

    const markers = page.getByTestId('map-markers');
    await markers.locator('img.leaflet-marker-icon[alt="Corner Bakery Chiado"]').click();
    await expect(markers.locator('.leaflet-popup-content')).toContainText('Rua Garrett 19');
    // The default marker picture is bundled, not a broken image.
    expect(
      await markers
        .locator('img.leaflet-marker-icon')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    const shapes = page.getByTestId('map-shapes');
    await expect(shapes.locator('path.vt-shape')).toHaveCount(3);

    const layers = page.getByTestId('map-layers');
    await expect(layers.locator('.leaflet-layer:not(.vt-tiles-muted) img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(layers.locator('img.leaflet-marker-icon')).toHaveCount(3);
    await layers.locator('.leaflet-control-layers').hover();
    await layers.getByLabel('Muted').check();
    await expect(layers.locator('.vt-tiles-muted img.leaflet-tile-loaded').first()).toBeVisible();
    await layers.getByLabel('Shops').uncheck();
    await expect(layers.locator('img.leaflet-marker-icon')).toHaveCount(0);

    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible(page);
  });

  test('when tiles cannot load the map says so, and Retry brings them', async ({ page }) => {
    await page.route(TILES, (route) => route.abort('internetdisconnected'));
    await page.goto('/maps/leaflet');
    const basic = page.getByTestId('map-basic');
    await expect(basic.getByRole('alert')).toContainText('Map tiles could not be loaded.');
    await expect(page.getByText('Map tiles could not be loaded.')).toHaveCount(5);
    await expectAccessible(page);

    await page.unroute(TILES);
    await serveTiles(page);
    await basic.getByRole('button', { name: 'Retry' }).click();
    await expect(basic.getByRole('alert')).toHaveCount(0);
    await expect(basic.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  });

  test('shows my location only when asked, with permission', async ({ page, context }) => {
    await serveTiles(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.7223, longitude: -9.1393, accuracy: 25 });
    await page.goto('/maps/leaflet');
    const map = page.getByTestId('map-location');
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('path.vt-my-location')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect(page.getByTestId('location-status')).toHaveText('Shown on the map: 38.7223, -9.1393 (within 25 m).');
    await expect(map.locator('path.vt-my-location')).toHaveCount(1);
  });

  test('says so when location access is refused', async ({ page, context }) => {
    await serveTiles(page);
    await context.clearPermissions();
    await page.goto('/maps/leaflet');
    // The answer a refused permission prompt gives (headless Chromium would leave the prompt waiting).
    await page.evaluate(() => {
      Object.defineProperty(navigator.geolocation, 'getCurrentPosition', {
        value: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 } as GeolocationPositionError),
      });
    });
    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect(page.getByTestId('location-failure')).toContainText('Location access was refused.');
    await expect(page.getByTestId('map-location').locator('path.vt-my-location')).toHaveCount(0);
  });
});
