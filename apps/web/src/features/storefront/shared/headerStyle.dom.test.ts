import { renderHook, waitFor } from '@testing-library/react';
import { defaultCatalogueHeader } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { useCatalogueHeader } from './headerSource';
import { textStyle } from './headerStyle';
import { parseCatalogueHeader } from './parseHeader';

describe('header styles (spec section 3)', () => {
  it('bold becomes a font weight; italic and normal become a font style', () => {
    const base = defaultCatalogueHeader.shop_name;
    expect(textStyle({ ...base, font_style: 'bold' })).toEqual({
      fontFamily: base.font_family,
      fontSize: `${base.font_size}px`,
      color: base.font_color,
      fontWeight: 700,
    });
    expect(textStyle({ ...base, font_style: 'italic' })).toMatchObject({ fontStyle: 'italic' });
    expect(textStyle({ ...base, font_style: 'normal' })).not.toHaveProperty('fontWeight');
  });

  it('invalid header JSON falls back to defaults (shared parser)', () => {
    expect(parseCatalogueHeader('{not json')).toEqual(defaultCatalogueHeader);
    const header = parseCatalogueHeader(
      JSON.stringify({
        bg_color: 'red;background:url(x)',
        shop_name: { status: false, font_color: '#123456' },
        shop_tagline: { font_family: 'Comic Sans; x' },
      }),
    );
    expect(header.bg_color).toBe(defaultCatalogueHeader.bg_color);
    expect(header.shop_name.status).toBe(false);
    expect(header.shop_name.font_color).toBe('#123456');
    expect(header.shop_tagline).toEqual(defaultCatalogueHeader.shop_tagline);
  });

  it('uses the server parse written into the page only for the same shop and header text', async () => {
    const source = JSON.stringify({ bg_color: '#000000' });
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'vt-shop-header';
    element.dataset.shop = 'a-shop';
    element.dataset.source = source;
    element.textContent = JSON.stringify({ ...defaultCatalogueHeader, bg_color: '#abcdef' });
    document.body.append(element);
    const fromPage = renderHook(() => useCatalogueHeader('a-shop', source));
    expect(fromPage.result.current?.bg_color).toBe('#abcdef');
    // Another text (an edited header): the shared parser runs instead.
    const parsed = renderHook(() => useCatalogueHeader('a-shop', JSON.stringify({ bg_color: '#111111' })));
    await waitFor(() => expect(parsed.result.current?.bg_color).toBe('#111111'));
    element.remove();
  });
});
