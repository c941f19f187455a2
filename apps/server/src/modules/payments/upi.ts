/**
 * The UPI payment link an Indian shop's shopper opens, or scans as a QR code, to pay an
 * order in their UPI app: NPCI's `upi://pay` deep link with the payee's UPI ID (pa), name (pn),
 * amount (am), currency (cu) and a note (tn) the payee sees with the payment.
 */

export interface UpiUrlInput {
  /** The shop's UPI ID (virtual payment address), such as `shop.owner@okaxis`. */
  vpa: string;
  /** The name the payer's app shows beside the UPI ID. */
  payeeName: string;
  /** The amount in rupees: "123.45" (a whole "123" or "123.4" is written with 2 decimals). */
  amount: string;
  /** The transaction note, such as "Order VT-7K2Q9XHD". */
  note: string;
}

const AMOUNT = /^([0-9]{1,10})(?:\.([0-9]{1,2}))?$/;

/**
 * A query value percent-encoded with encodeURIComponent (a space is %20, never +). An `@`, which
 * RFC 3986 allows as it is in a query, is left readable: UPI IDs are written `name@handle` in
 * NPCI's examples and every UPI app reads them so.
 */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`, every value percent-encoded, in that order. */
export function upiUrl(input: UpiUrlInput): string {
  const amount = AMOUNT.exec(input.amount.trim());
  if (!amount || Number(input.amount) === 0) {
    throw new RangeError(`A UPI amount is above zero, written like 123.45, not ${JSON.stringify(input.amount)}`);
  }
  const am = `${amount[1]}.${(amount[2] ?? '').padEnd(2, '0')}`;
  const vpa = input.vpa.trim();
  if (vpa === '') throw new RangeError('A UPI link needs the payee’s UPI ID');
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', input.payeeName.trim()],
    ['am', am],
    ['cu', 'INR'],
    ['tn', input.note.trim()],
  ];
  // An empty name or note is left out rather than sent empty.
  return `upi://pay?${params
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join('&')}`;
}
