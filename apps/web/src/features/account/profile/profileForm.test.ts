import { describe, expect, it } from 'vitest';
import { testShop } from './accountShop.fixture';
import { toRequest, toValues } from './profileForm';

const shop = testShop;

describe('Edit Account form values', () => {
  it('round-trips a shop: ids become text for the selects and numbers (or null) again', () => {
    const values = toValues(shop);
    expect(values.shop_state_id).toBe('12');
    expect(values.business_category_id).toBe('');
    const request = toRequest({ ...values, shop_city: '  Mumbai ', currency_code: 'eur' }, shop.shop_images);
    expect(request).toMatchObject({
      shop_state_id: 12,
      shop_country_id: 3,
      business_category_id: null,
      shop_city: 'Mumbai',
      currency_code: 'EUR',
      shop_images: [{ image_url: '/assets/logos/x.svg', image_type: 'logo' }],
    });
  });

  it('sends the open-order cap as a number when it is one, else as typed for the server to name', () => {
    const values = toValues(shop);
    expect(values.open_order_cap).toBe('3');
    expect(toRequest({ ...values, open_order_cap: ' 0 ' }, []).open_order_cap).toBe(0);
    expect(toRequest({ ...values, open_order_cap: 'two' }, []).open_order_cap).toBe('two');
  });
});
