import { hasError, PixElementType, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { crc16ccitt, foldToAscii, pixPayload } from './pix.js';

/** The static example of the Banco Central's "Manual do BR Code". */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Reads a payload back with pix-utils, a decoder written by others, which also checks the CRC. */
function decode(payload: string) {
  const pix = parsePix(payload);
  if (hasError(pix)) throw new Error(`pix-utils refused the payload: ${pix.message}`);
  if (pix.type !== PixElementType.STATIC) throw new Error(`not a static Pix: ${JSON.stringify(pix)}`);
  return pix;
}

describe('crc16ccitt', () => {
  it('is CRC-16/CCITT-FALSE', () => {
    expect(crc16ccitt('123456789')).toBe('29B1'); // the catalogue check value
    expect(crc16ccitt('')).toBe('FFFF');
  });

  it("gives the manual example's CRC", () => {
    expect(crc16ccitt(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('pixPayload', () => {
  it("reproduces the manual's static example byte for byte", () => {
    expect(
      pixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        amount: null,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: null,
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('is read back by an independent decoder: key, amount, txid, name, city', () => {
    const payload = pixPayload({
      key: 'loja.fulano@example.com.br',
      amount: '123.45',
      merchantName: 'Padaria São João',
      merchantCity: 'São Paulo',
      txid: 'VT-7K2Q9XHD',
    });
    expect(payload).toContain('5406123.45');
    // The decoder checks the CRC: one changed character and it refuses the code.
    expect(parsePix(payload.replace('123.45', '123.46'))).toMatchObject({ error: true, message: 'invalid crc' });
    const pix = decode(payload);
    expect(pix).toMatchObject({
      pixKey: 'loja.fulano@example.com.br',
      transactionAmount: 123.45,
      txid: 'VT7K2Q9XHD',
      merchantName: 'Padaria Sao Joao',
      merchantCity: 'Sao Paulo',
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
    });
  });

  it('leaves the amount out when there is none, and decodes without one', () => {
    const payload = pixPayload({
      key: '+5511987654321',
      amount: null,
      merchantName: 'Loja',
      merchantCity: 'Recife',
      txid: '',
    });
    expect(payload).not.toMatch(/530398654/);
    const pix = decode(payload);
    expect(pix.pixKey).toBe('+5511987654321');
    expect(pix.transactionAmount ?? 0).toBe(0);
    expect(pix.txid).toBe('***');
  });

  it('cuts the name to 25 characters, the city to 15 and the txid to 25, counting after folding', () => {
    const payload = pixPayload({
      key: '12345678909',
      amount: '0.50',
      merchantName: 'Açaí & Cia. Comércio de Alimentos Ltda',
      merchantCity: 'Santa Bárbara d’Oeste',
      txid: 'ORDER-0123456789-ABCDEFGHIJKLMNOP',
    });
    const pix = decode(payload);
    expect(pix.merchantName).toBe('Acai & Cia. Comercio de A');
    expect(pix.merchantCity).toBe('Santa Barbara d');
    expect(pix.txid).toBe('ORDER0123456789ABCDEFGHIJ');
    expect(pix.transactionAmount).toBe(0.5);
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses what it cannot write', () => {
    const input = { key: '12345678909', amount: '10.00', merchantName: 'Loja', merchantCity: 'Recife' };
    expect(() => pixPayload({ ...input, amount: '10' })).toThrow(RangeError);
    expect(() => pixPayload({ ...input, amount: '10,00' })).toThrow(RangeError);
    expect(() => pixPayload({ ...input, amount: '0.00' })).toThrow(RangeError);
    expect(() => pixPayload({ ...input, key: 'a'.repeat(78) })).toThrow(RangeError);
    expect(() => pixPayload({ ...input, key: ' ' })).toThrow(RangeError);
    expect(() => pixPayload({ ...input, merchantCity: '  ' })).toThrow(RangeError);
    expect(pixPayload({ ...input, key: 'a'.repeat(77) })).toHaveLength(pixPayload({ ...input, key: 'a' }).length + 76);
  });
});

describe('foldToAscii', () => {
  it('drops accents and anything outside printable ASCII', () => {
    expect(foldToAscii('  São   Paulo ')).toBe('Sao Paulo');
    expect(foldToAscii('Ñandú 北京 😀')).toBe('Nandu');
  });
});
