/** Everything an invoice shows, whatever it is made from (the template's demo or a real order). */
export interface InvoiceParty {
  name: string;
  /** Address lines, blank ones already left out. */
  lines: string[];
  phone?: string;
  email?: string;
}
export interface InvoiceLine {
  description: string;
  detail?: string;
  quantity: number;
  unitPrice: number;
  total: number;
}
export interface InvoiceData {
  number: string;
  /** ISO date-time of issue. */
  issued: string;
  /** ISO date the payment is due, when there is one. */
  due?: string;
  seller: InvoiceParty;
  billTo: InvoiceParty;
  lines: InvoiceLine[];
  subtotal: number;
  discount?: number;
  /** Tax as an amount, and its rate in percent when known. */
  tax?: number;
  taxRate?: number;
  /** Delivery or other charges that are in the total but not in a line. */
  charges?: number;
  total: number;
  /** ISO 4217 code every amount is in. */
  currency: string;
  /** Extra facts next to bill-to (delivery type, payment terms…): label and value, already translated. */
  details?: { label: string; value: string }[];
  note?: string;
}
