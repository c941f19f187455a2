import { createOrderRequest, registerRequest } from '@vitrine/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkRegister } from '../../features/doors/validation';
import { addressOf, checkoutSchema } from '../../features/storefront/checkout/checkoutForm';

/** Messages do not matter here: only whether each side accepts a value. */
const t = ((key: string) => key) as unknown as TFunction;

const customer = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: '',
  address_line1: '12 MG Road',
  address_line2: '',
  city: 'Pune',
  country_id: '',
  state_id: '',
  postal_code: '411001',
  note: '',
};

/**
 * Accepted by the web form and by the server's contract, field by field. A pickup's form neither
 * checks nor sends the address (addressOf), so the server sees what a pickup sends.
 */
function checkoutVerdicts(field: keyof typeof customer, value: string, deliveryType: 'cod' | 'pickup' = 'cod') {
  const values = { ...customer, [field]: value };
  const web = checkoutSchema(t, undefined, deliveryType).safeParse(values).success;
  const { name, phone, email } = values;
  const sent = deliveryType === 'pickup' ? { name, phone, email } : addressOf(values);
  const wire = { shop_id: 1, delivery_type: deliveryType, customer: { name, phone, email, ...sent }, items };
  const server = createOrderRequest.safeParse(wire).success;
  return { web, server };
}
const items = [{ product_id: 1, quantity: 1 }];

const x = (n: number) => 'x'.repeat(n);

describe('web forms and server contracts take and refuse the same values', () => {
  const checkoutCases: [keyof typeof customer, string][] = [
    ['name', x(100)],
    ['name', x(101)], // the web form allowed 120
    ['name', x(120)],
    ['name', '   '],
    ['phone', '+91 98765 43210'],
    ['phone', '(020) 7946 0000'], // a leading bracket: the web took it, the server did not
    ['phone', '020.7946.0000'], // dots: likewise
    ['phone', '020-7946-0000'],
    ['phone', '12345'],
    ['phone', '123456'],
    ['phone', `+${'1'.repeat(20)}`],
    ['phone', '98765-'],
    ['phone', '(503) 555-0101'], // a US number as typed there
    ['phone', '+1 (503) 555-0101'],
    ['phone', '503.555.0101'],
    ['phone', ')503 555 0101'],
    ['phone', '.503 555 0101'],
    ['postal_code', 'N1 9GU'],
    ['postal_code', '1000-001'],
    ['postal_code', '411001-'], // a trailing dash: the web took it
    ['postal_code', 'AB'],
    ['postal_code', x(12)],
    ['postal_code', x(13)],
    ['address_line1', x(200)],
    ['address_line1', x(201)],
    ['address_line1', ''],
    ['address_line2', x(201)],
    ['city', x(100)],
    ['city', x(101)],
    ['email', 'asha@example.com'],
    ['email', 'not-an-email'],
    ['email', `${x(250)}@example.com`],
  ];

  it.each(checkoutCases)('checkout %s = %j', (field, value) => {
    const { web, server } = checkoutVerdicts(field, value);
    expect(web, `web ${web}, server ${server}`).toBe(server);
  });

  it.each(checkoutCases)('pickup %s = %j', (field, value) => {
    const { web, server } = checkoutVerdicts(field, value, 'pickup');
    expect(web, `web ${web}, server ${server}`).toBe(server);
  });

  it('asks a pickup for no address and a delivery for one, on both sides', () => {
    const noAddress = { address_line1: '', city: '', postal_code: '' };
    expect(checkoutVerdicts('address_line1', '', 'pickup')).toEqual({ web: true, server: true });
    const delivery = checkoutSchema(t, undefined, 'cod').safeParse({ ...customer, ...noAddress });
    expect(delivery.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'address_line1',
      'city',
      'postal_code',
    ]);
    expect(checkoutVerdicts('city', '', 'cod')).toEqual({ web: false, server: false });
  });

  const account = {
    name: 'Meera',
    email: 'meera@flowers.example',
    password: 'petals-2026',
    shop_name: 'Meera Flowers',
  };
  const registerCases: [keyof typeof account | 'shop_catalogue_url' | 'country' | 'time_zone', string][] = [
    ['shop_catalogue_url', 'meera-flowers'],
    ['shop_catalogue_url', 'ab'],
    ['shop_catalogue_url', 'Meera'],
    ['shop_catalogue_url', 'meera--flowers'],
    ['shop_catalogue_url', '-meera'],
    ['shop_catalogue_url', x(60)],
    ['shop_catalogue_url', x(61)],
    ['name', x(100)],
    ['name', x(101)],
    ['shop_name', x(120)],
    ['shop_name', x(121)],
    ['password', 'short'],
    ['password', '        8spaces'],
    ['password', x(200)],
    ['password', x(201)],
    ['email', 'not-an-email'],
    ['email', 'meera@flowers'],
    ['email', `${x(250)}@example.com`],
    ['country', 'BR'],
    ['country', 'XX'],
    ['country', ''],
    ['time_zone', 'Asia/Kolkata'],
    ['time_zone', 'Europe/Paris'],
  ];

  it.each(registerCases)('register %s = %j', (field, value) => {
    const input = { ...account, shop_catalogue_url: 'meera-flowers', country: 'IN', time_zone: '', [field]: value };
    const web = Object.keys(checkRegister(input, (key) => key).errors).length === 0;
    const server = registerRequest.safeParse(input).success;
    expect(web, `web ${web}, server ${server}`).toBe(server);
  });
});
