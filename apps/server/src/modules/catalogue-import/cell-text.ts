import { currencyExponent } from '@vitrine/contracts';

/** The one-line text of a cell: line breaks and other control characters become spaces. */
export const oneLine = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Text of several lines: CR LF and CR become LF; control characters other than tab and line break go. */
export const severalLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g, '')
    .trim();

/** Database numeric text ("1250.00") as the sheet writes it in the shop's currency: 1250.00 INR, 1250 JPY. */
export function priceText(stored: string, currencyCode: string): string {
  const [whole, fraction = ''] = stored.split('.');
  const digits = currencyExponent(currencyCode);
  return digits === 0 ? String(BigInt(whole)) : `${BigInt(whole)}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export const pictureName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/**
 * Which picture a name means: an upload is stored at several widths (`abc-320.webp`, `abc-640.webp`),
 * and a sheet may name any of them (the shop's data ZIP has them all), so its upload name decides.
 */
export const pictureKey = (name: string) => {
  const base = pictureName(name).toLowerCase();
  const upload = /^([a-z0-9_-]+)-\d{1,5}\.webp$/.exec(base);
  return upload ? `upload:${upload[1]}` : base;
};
export const yesNo = (value: boolean) => (value ? 'yes' : 'no');
export const stockText = (value: number | null) => (value === null ? '' : String(value));
export const stockWords = (value: number | null) => (value === null ? 'not counted' : String(value));
