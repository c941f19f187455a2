import type { InvoiceData } from '@vitrine/web/features/invoice/invoiceData';

/** The template's sample invoice (demo content: a studio billing a shop for its storefront work). */
export const demoInvoice: InvoiceData = {
  number: 'INV-3492',
  issued: '2026-04-25T10:00:00Z',
  due: '2026-05-25',
  seller: {
    name: 'Vitrine Studio',
    lines: ['Office 149, 450 South Brand', 'Brooklyn, NY 11201', 'United States'],
    phone: '+1 (123) 456 7891',
    email: 'billing@vitrine-studio.example',
  },
  billTo: {
    name: 'Thomas Shelby',
    lines: ['Shelby Company Limited', 'Small Heath, B10 0HF', 'United Kingdom'],
    phone: '+44 121 496 0000',
    email: 'thomas@shelby.example',
  },
  lines: [
    {
      description: 'Storefront theme',
      detail: 'Catalogue, cart and checkout pages',
      quantity: 1,
      unitPrice: 320,
      total: 320,
    },
    { description: 'Header design', detail: 'Logo, colours and banner', quantity: 1, unitPrice: 180, total: 180 },
    { description: 'Product photos', detail: 'Studio shots, per product', quantity: 12, unitPrice: 15, total: 180 },
    { description: 'Hosting', detail: 'Twelve months', quantity: 12, unitPrice: 9.5, total: 114 },
  ],
  subtotal: 794,
  discount: 28,
  taxRate: 21,
  tax: 160.86,
  total: 926.86,
  currency: 'USD',
  note: 'It was a pleasure working with you. We hope you will keep us in mind for future projects. Thank you!',
};
