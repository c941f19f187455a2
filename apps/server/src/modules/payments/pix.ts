/**
 * The static Pix QR code ("BR Code") a Brazilian shop's shopper scans or pastes ("Pix
 * copia e cola") to pay an order: EMV® QRCPS merchant-presented mode as the Banco Central's
 * "Manual do BR Code" lays it out. Each field is its 2-digit ID, its 2-digit length and its value;
 * the last, 63, is a CRC16 of everything before it.
 */

export interface PixPayloadInput {
  /** The shop's Pix key as the directory holds it (see normalizePixKey in contracts): up to 77 characters. */
  key: string;
  /** The amount in reais with 2 decimals ("123.45"), or null to let the payer type it. */
  amount: string | null;
  /** The receiver's name: folded to ASCII, cut to 25 characters. */
  merchantName: string;
  /** The receiver's city: folded to ASCII, cut to 15 characters. */
  merchantCity: string;
  /** The payer's bank echoes it back with the payment (the order number): letters and digits kept, at most 25; `***` when none. */
  txid?: string | null;
}

/** The Pix arrangement's identifier in field 26 (Merchant Account Information). */
export const PIX_GUI = 'br.gov.bcb.pix';
/** A Pix key fits field 26 with the GUI beside it: 99 − len('0014br.gov.bcb.pix') − len('01NN'). */
export const PIX_KEY_MAX = 77;
const NAME_MAX = 25;
const CITY_MAX = 15;
const TXID_MAX = 25;
const AMOUNT = /^[0-9]{1,10}\.[0-9]{2}$/;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of the text's
 * UTF-8 bytes, as 4 uppercase hex digits: the BR Code's field 63.
 */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Text as the BR Code carries it: accents dropped ("São Paulo" → "Sao Paulo"), printable ASCII only, one space between words. */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One field: ID, length in 2 digits, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

const cut = (text: string, max: number) => text.slice(0, max).trimEnd();

/** The "Pix copia e cola" text of a static BR Code, which is also what the QR code holds. */
export function pixPayload(input: PixPayloadInput): string {
  const key = input.key.trim();
  if (key === '' || key.length > PIX_KEY_MAX || foldToAscii(key) !== key) {
    throw new RangeError('A Pix key is 1 to 77 ASCII characters');
  }
  if (input.amount !== null && (!AMOUNT.test(input.amount) || Number(input.amount) === 0)) {
    throw new RangeError(`A Pix amount is above zero, written like 123.45, not ${JSON.stringify(input.amount)}`);
  }
  const merchantName = cut(foldToAscii(input.merchantName), NAME_MAX);
  const merchantCity = cut(foldToAscii(input.merchantCity), CITY_MAX);
  if (merchantName === '' || merchantCity === '') throw new RangeError("A BR Code needs the receiver's name and city");
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX) || '***';

  const payload = [
    field('00', '01'),
    field('26', field('00', PIX_GUI) + field('01', key)),
    field('52', '0000'),
    field('53', '986'),
    input.amount === null ? '' : field('54', input.amount),
    field('58', 'BR'),
    field('59', merchantName),
    field('60', merchantCity),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return payload + crc16ccitt(payload);
}
