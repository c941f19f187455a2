import { orderCustomer, registerRequest } from '@vitrine/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkRegister } from '../../features/doors/validation';
import { checkoutSchema } from '../../features/storefront/checkout/checkoutForm';

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

/** Accepted by the web form and by the server's contract, field by field. */
function checkoutVerdicts(field: keyof typeof customer, value: string) {
  const web = checkoutSchema(t).safeParse({ ...customer, [field]: value }).success;
  const { country_id: _c, state_id: _s, note: _n, ...wire } = { ...customer, [field]: value };
  const server = orderCustomer.safeParse(wire).success;
  return { web, server };
}

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
