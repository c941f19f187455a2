import { defaultCatalogueHeader } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { headerFingerprint } from './headerSource';
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

  it('fingerprints header text so the server parse is used only for the same text', () => {
    expect(headerFingerprint('{"a":1}')).toBe(headerFingerprint('{"a":1}'));
    expect(headerFingerprint('{"a":1}')).not.toBe(headerFingerprint('{"a":2}'));
  });
});
