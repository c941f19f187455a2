import { type AccountShop, DEFAULT_DELIVERY_RULES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { toRequest, toValues } from './profileForm';

const shop = {
  shop_id: 1,
  shop_name: 'Sunrise',
  shop_tagline: 'Gadgets',
  shop_add_line1: '1 Road',
  shop_add_line2: '',
  shop_city: 'Pune',
  shop_state_id: 12,
  shop_state_name: 'Maharashtra',
  shop_country_id: 3,
  shop_country_name: 'India',
  shop_postal_code: '411001',
  mobile_phone_primary: '+91 98765 43210',
  shop_email: 'a@b.example',
  shop_website: '',
  shop_images: [{ image_url: '/assets/logos/x.svg', image_type: 'logo' }],
  shop_catalogue_url: 'sunrise',
  shop_settings: '{}',
  shop_catalogue_header: '{}',
  currency_code: 'INR',
  business_category_id: null,
  low_stock_threshold: 5,
  status: 'active',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  seo_image_url: '',
  time_zone: null,
  effective_time_zone: 'Asia/Kolkata',
  open_order_cap: 3,
  delivery: DEFAULT_DELIVERY_RULES,
  payment_methods: ['cod'],
  listed_on_home: false,
} satisfies AccountShop;

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
