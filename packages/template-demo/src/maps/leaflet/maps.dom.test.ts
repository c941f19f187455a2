import { mapTileSettings } from '@vitrine/web/api/base';
import { afterEach, describe, expect, it } from 'vitest';
import { attributionHtml } from './attribution';
import { FAILURES_BEFORE_GIVING_UP, initialTileHealth, type TileEvent, tileHealth } from './tileHealth';

const run = (...events: TileEvent['type'][]) =>
  events.reduce((state, type) => tileHealth(state, { type } as TileEvent), initialTileHealth);

describe('tileHealth', () => {
  it('is fine as soon as one tile loads, whatever fails after', () => {
    expect(run('tileerror', 'tileload', 'tileerror', 'settled').status).toBe('ok');
  });

  it('gives up when every first tile failed, or after enough failures with none loaded', () => {
    expect(run('tileerror', 'settled').status).toBe('failed');
    expect(run(...Array<'tileerror'>(FAILURES_BEFORE_GIVING_UP - 1).fill('tileerror')).status).toBe('loading');
    expect(run(...Array<'tileerror'>(FAILURES_BEFORE_GIVING_UP).fill('tileerror')).status).toBe('failed');
  });

  it('starts again on a retry, with a new attempt number', () => {
    const retried = run('tileerror', 'settled', 'retry');
    expect(retried).toEqual({ ...initialTileHealth, attempt: 1 });
  });
});

describe('attributionHtml', () => {
  it("links OpenStreetMap's name to its copyright page", () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors',
    );
  });

  it('treats the setting as text, never markup', () => {
    expect(attributionHtml('<img src=x onerror=alert(1)> & "Maps"')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Maps&quot;',
    );
  });
});

describe('mapTileSettings', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name^="vitrine-map-tile"]')) meta.remove();
  });

  it("falls back to OpenStreetMap's tiles and credit where no server wrote them", () => {
    expect(mapTileSettings(document)).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('reads what the server wrote into the page', () => {
    for (const [name, content] of [
      ['vitrine-map-tile-url', 'https://tiles.example/{z}/{x}/{y}.png'],
      ['vitrine-map-tile-attribution', '© Example Maps'],
    ]) {
      const meta = document.createElement('meta');
      meta.name = name;
      meta.content = content;
      document.head.append(meta);
    }
    expect(mapTileSettings(document)).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
  });
});
