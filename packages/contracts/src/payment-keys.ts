/**
 * Where a shopper's payment goes: an Indian shop's UPI ID, a Brazilian shop's Pix key.
 * Pure checks, each returning the message to show or null. No zod here: the storefront and the
 * owner's settings form import this file alone.
 */

/** The longest UPI ID (virtual payment address) NPCI allows. */
export const UPI_ID_MAX = 256;

const UPI_ID_SHAPE = /^([^@]+)@([^@]+)$/;
const UPI_NAME = /^[A-Za-z0-9._-]{2,}$/;
const UPI_HANDLE = /^[A-Za-z][A-Za-z0-9.-]+$/;

/** A UPI ID as the payer's app expects it: trimmed and lowercase (UPI IDs ignore case). */
export const normalizeUpiId = (text: string): string => text.trim().toLowerCase();

/** What is wrong with a UPI ID (`name@handle`, such as `shop.owner@okaxis`), or null when it is fine. */
export function upiIdProblem(text: string): string | null {
  const id = text.trim();
  if (id === '') return 'Enter a UPI ID such as shopname@okaxis.';
  if (id.length > UPI_ID_MAX) return `A UPI ID has at most ${UPI_ID_MAX} characters.`;
  const parts = UPI_ID_SHAPE.exec(id);
  if (!parts) return 'Use a UPI ID such as shopname@okaxis.';
  const [, name = '', handle = ''] = parts;
  if (!UPI_NAME.test(name)) {
    return 'Before the @, a UPI ID has at least 2 letters or digits (dots, hyphens and underscores allowed).';
  }
  if (!UPI_HANDLE.test(handle)) return 'After the @ comes the UPI handle of your bank or app, such as okaxis or ybl.';
  return null;
}

/** The five kinds of Pix key (chave Pix) the Banco Central's directory (DICT) registers. */
export const pixKeyKinds = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyKind = (typeof pixKeyKinds)[number];

/** The longest Pix e-mail key. */
export const PIX_EMAIL_MAX = 77;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** CPF and CNPJ are written with dots, a slash and a hyphen (`123.456.789-09`, `12.345.678/0001-95`). */
const DOCUMENT_PUNCTUATION = /[.\-/\s]/g;
const PHONE_PUNCTUATION = /[\s().-]/g;
/** A CNPJ: 12 characters (digits, or since July 2026 also capital letters) and 2 check digits. */
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;
/** An e-mail key in ASCII (the directory's form), once lowercased. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Which kind of Pix key the text is written as (by its shape: a CPF may still have wrong check digits), or null. */
export function pixKeyKind(text: string): PixKeyKind | null {
  const key = text.trim();
  if (key === '') return null;
  if (key.includes('@')) return 'email';
  if (key.startsWith('+')) return 'phone';
  if (UUID.test(key)) return 'evp';
  const document = key.replace(DOCUMENT_PUNCTUATION, '').toUpperCase();
  if (/^[0-9]{11}$/.test(document)) return 'cpf';
  if (CNPJ_SHAPE.test(document)) return 'cnpj';
  return null;
}

/**
 * The key as the directory holds it: a CPF or CNPJ without its punctuation, a phone as `+55` and
 * digits, an e-mail or random key in lowercase. Text of no known kind comes back trimmed.
 */
export function normalizePixKey(text: string): string {
  const key = text.trim();
  switch (pixKeyKind(key)) {
    case 'cpf':
    case 'cnpj':
      return key.replace(DOCUMENT_PUNCTUATION, '').toUpperCase();
    case 'phone':
      return key.replace(PHONE_PUNCTUATION, '');
    case 'email':
    case 'evp':
      return key.toLowerCase();
    default:
      return key;
  }
}

/** A check digit of the Receita Federal's modulo-11 scheme over `values` with `weights`. */
function mod11(values: readonly number[], weights: readonly number[]): number {
  const rest = values.reduce((sum, value, i) => sum + value * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether an 11-digit CPF's last two digits are its check digits (and it is not one digit repeated). */
export function isValidCpf(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = mod11(values.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...values.slice(0, 9), first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[9] === first && values[10] === second;
}

/**
 * Whether a 14-character CNPJ's last two digits are its check digits. Alphanumeric CNPJs (issued
 * from July 2026) count each character as its ASCII code minus 48, so digits keep their value.
 */
export function isValidCnpj(text: string): boolean {
  if (!CNPJ_SHAPE.test(text) || /^(.)\1{13}$/.test(text)) return false;
  const values = [...text].map((c) => c.charCodeAt(0) - 48);
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const first = mod11(values.slice(0, 12), weights.slice(1));
  const second = mod11([...values.slice(0, 12), first], weights);
  return values[12] === first && values[13] === second;
}

/** What is wrong with a Pix key (CPF, CNPJ, e-mail, +55 phone or random key), or null when it is fine. */
export function pixKeyProblem(text: string): string | null {
  const kind = pixKeyKind(text);
  const key = normalizePixKey(text);
  switch (kind) {
    case null:
      return text.trim() === ''
        ? 'Enter a Pix key: a CPF, a CNPJ, an e-mail, a phone number with +55, or a random key.'
        : 'Use a Pix key: a CPF, a CNPJ, an e-mail, a phone number with +55, or a random key.';
    case 'cpf':
      return isValidCpf(key) ? null : 'This CPF is not valid: check its digits.';
    case 'cnpj':
      return isValidCnpj(key) ? null : 'This CNPJ is not valid: check its digits.';
    case 'email':
      if (key.length > PIX_EMAIL_MAX) return `A Pix e-mail key has at most ${PIX_EMAIL_MAX} characters.`;
      return EMAIL.test(key) ? null : 'Use an e-mail address such as loja@example.com.';
    case 'phone':
      return /^\+55[0-9]{10,11}$/.test(key)
        ? null
        : 'A Pix phone key is +55, the area code and the number, such as +5511987654321.';
    case 'evp':
      return UUID_V4.test(key) ? null : 'A random Pix key looks like 9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f.';
  }
}
