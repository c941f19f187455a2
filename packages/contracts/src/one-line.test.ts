import { describe, expect, it } from 'vitest';
import { updateShopRequest } from './account.js';
import { registerRequest } from './auth.js';
import { reportShopRequest } from './catalogue.js';
import { createOrderRequest } from './orders.js';
import { productInput } from './products.js';
import { breaksRule, fieldRules } from './rules.js';

/** One-line fields refuse control characters; text of several lines keeps its line breaks. */
describe('control characters', () => {
  const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.join('.'));

  it.each(['A\r\nBcc: x@evil.example', 'Tab\there', 'Nul\u0000', 'Next\u0085line', 'Line\u2028sep'])(
    'refuses %j in one-line shop fields',
    (bad) => {
      for (const field of ['shop_name', 'shop_tagline', 'shop_add_line1', 'shop_city', 'seo_title']) {
        expect(errorsOf(updateShopRequest.safeParse({ [field]: bad }))).toContain(field);
      }
      expect(errorsOf(updateShopRequest.safeParse({ shop_website: `https://shop.example/${bad}` }))).toContain(
        'shop_website',
      );
    },
  );

  it('refuses a line break in a product or variant name, keeps it in a description', () => {
    const product = { product_name: 'Cake', main_price: 5, category_id: 1, variants: [] };
    expect(errorsOf(productInput.safeParse({ ...product, product_name: 'Cake\nFree' }))).toContain('product_name');
    const described = productInput.safeParse({ ...product, description: 'Line one\r\nLine two\tend' });
    expect(errorsOf(described)).not.toContain('description');
    expect(errorsOf(productInput.safeParse({ ...product, description: 'bell\u0007' }))).toContain('description');
  });

  it('refuses a line break in sign-up and checkout names, keeps it in the order note and a report', () => {
    expect(
      errorsOf(
        registerRequest.safeParse({
          name: 'Meera\r\n',
          email: 'm@x.example',
          password: 'petals-2026',
          shop_name: 'Flowers\nBcc',
          shop_catalogue_url: 'meera',
        }),
      ),
    ).toEqual(expect.arrayContaining(['shop_name']));
    const order = createOrderRequest.safeParse({
      shop_id: 1,
      delivery_type: 'cod',
      customer: { name: 'A\nB', phone: '+91 98765 43210', address_line1: '1\r2', city: 'Pune', postal_code: '411001' },
      note: 'Ring twice\nthen wait',
      items: [{ product_id: 1, quantity: 1 }],
    });
    expect(errorsOf(order)).toEqual(['customer.name', 'customer.address_line1']);
    expect(reportShopRequest.safeParse({ shop_id: 1, message: 'Line one\nLine two' }).success).toBe(true);
  });

  it('gives the web forms the same answer (rules.ts, no zod)', () => {
    expect(breaksRule(fieldRules.shopName, 'A\nB')).toBe('control');
    expect(breaksRule(fieldRules.city, 'Pune\u0000')).toBe('control');
    expect(breaksRule(fieldRules.note, 'one\ntwo')).toBeNull();
    expect(breaksRule(fieldRules.password, 'pass\tword-ok')).toBeNull();
  });
});
