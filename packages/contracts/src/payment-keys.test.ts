import { describe, expect, it } from 'vitest';
import {
  isValidCnpj,
  isValidCpf,
  normalizePixKey,
  normalizeUpiId,
  pixKeyKind,
  pixKeyProblem,
  upiIdProblem,
} from './payment-keys.js';

describe('UPI ID', () => {
  it.each(['shop.owner@okaxis', 'ravi-kumar_99@ybl', 'SHOP@paytm', '9876543210@upi', 'ab@sbi', '  shop@oksbi  '])(
    'accepts %s',
    (id) => expect(upiIdProblem(id)).toBeNull(),
  );

  it('asks for one when empty', () => {
    expect(upiIdProblem('  ')).toBe('Enter a UPI ID such as shopname@okaxis.');
  });

  it.each(['shopname', 'shop@', '@okaxis', 'a@b@c', 'shop okaxis'])('rejects %s, showing an example', (id) => {
    expect(upiIdProblem(id)).toBe('Use a UPI ID such as shopname@okaxis.');
  });

  it('says what is wrong before and after the @', () => {
    expect(upiIdProblem('s@okaxis')).toMatch(/^Before the @/);
    expect(upiIdProblem('shop owner@okaxis')).toMatch(/^Before the @/);
    expect(upiIdProblem('shop+1@okaxis')).toMatch(/^Before the @/);
    expect(upiIdProblem('shop@ok_axis')).toMatch(/^After the @/);
    expect(upiIdProblem('shop@1bank')).toMatch(/^After the @/);
    expect(upiIdProblem('shop@x')).toMatch(/^After the @/);
  });

  it('takes at most 256 characters', () => {
    const name = 'a'.repeat(247); // + '@okaxis12' = 256
    expect(upiIdProblem(`${name}@okaxis12`)).toBeNull();
    expect(upiIdProblem(`${name}a@okaxis12`)).toBe('A UPI ID has at most 256 characters.');
  });

  it('normalizes to trimmed lowercase', () => {
    expect(normalizeUpiId(' Shop.Owner@OkAxis ')).toBe('shop.owner@okaxis');
  });
});

describe('Pix key kinds and normal form', () => {
  it.each([
    ['123.456.789-09', 'cpf', '12345678909'],
    ['12345678909', 'cpf', '12345678909'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['  Loja.Fulano@Example.COM ', 'email', 'loja.fulano@example.com'],
    ['+55 (11) 98765-4321', 'phone', '+5511987654321'],
    ['9F1C2D3E-4B5A-4C6D-8E7F-0A1B2C3D4E5F', 'evp', '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'],
  ])('%s is a %s key, held as %s', (text, kind, normal) => {
    expect(pixKeyKind(text)).toBe(kind);
    expect(normalizePixKey(text)).toBe(normal);
  });

  it('knows no kind for other text', () => {
    expect(pixKeyKind('')).toBeNull();
    expect(pixKeyKind('fulano')).toBeNull();
    expect(pixKeyKind('1234567890')).toBeNull();
    expect(normalizePixKey('  fulano ')).toBe('fulano');
  });
});

describe('CPF and CNPJ check digits', () => {
  it('accepts valid numbers and rejects a changed digit', () => {
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('12345678900')).toBe(false);
    expect(isValidCpf('52998224752')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000118')).toBe(false);
  });

  it("accepts the Receita Federal's alphanumeric CNPJ example", () => {
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE53')).toBe(false);
  });

  it('rejects one digit repeated, though its sums work out', () => {
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('Pix key problems', () => {
  it.each([
    '123.456.789-09',
    '11.222.333/0001-81',
    '12.ABC.345/01DE-35',
    'loja@example.com.br',
    '+5511987654321',
    '+556133334444',
    '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    '9F1C2D3E-4B5A-4C6D-8E7F-0A1B2C3D4E5F',
  ])('accepts %s', (key) => expect(pixKeyProblem(key)).toBeNull());

  it('asks for a key when empty and lists the kinds for unknown text', () => {
    expect(pixKeyProblem(' ')).toMatch(/^Enter a Pix key: a CPF, a CNPJ, an e-mail/);
    expect(pixKeyProblem('fulano')).toMatch(/^Use a Pix key: a CPF, a CNPJ, an e-mail/);
  });

  it('rejects wrong check digits', () => {
    expect(pixKeyProblem('123.456.789-00')).toBe('This CPF is not valid: check its digits.');
    expect(pixKeyProblem('11.222.333/0001-80')).toBe('This CNPJ is not valid: check its digits.');
  });

  it('limits an e-mail key to 77 characters and an e-mail shape', () => {
    const at77 = `${'a'.repeat(65)}@example.com`;
    expect(at77).toHaveLength(77);
    expect(pixKeyProblem(at77)).toBeNull();
    expect(pixKeyProblem(`a${at77}`)).toBe('A Pix e-mail key has at most 77 characters.');
    expect(pixKeyProblem('loja@example')).toBe('Use an e-mail address such as loja@example.com.');
    expect(pixKeyProblem('lo ja@example.com')).toBe('Use an e-mail address such as loja@example.com.');
    expect(pixKeyProblem('joão@example.com')).toBe('Use an e-mail address such as loja@example.com.');
  });

  it('takes a Brazilian phone: +55 and 10 or 11 digits', () => {
    expect(pixKeyProblem('+55119876543')).toMatch(/^A Pix phone key is \+55/);
    expect(pixKeyProblem('+551198765432100')).toMatch(/^A Pix phone key is \+55/);
    expect(pixKeyProblem('+15551234567')).toMatch(/^A Pix phone key is \+55/);
  });

  it('takes a random key only in the UUID v4 form', () => {
    expect(pixKeyProblem('123e4567-e12b-12d1-a456-426655440000')).toMatch(/^A random Pix key looks like/);
    expect(pixKeyProblem('9f1c2d3e-4b5a-4c6d-ce7f-0a1b2c3d4e5f')).toMatch(/^A random Pix key looks like/);
  });
});
