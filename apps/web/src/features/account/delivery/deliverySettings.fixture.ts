import type { StoredSettings } from './deliveryForm';

/** Settings as the server answers them, for the form's component tests: pickup, one zone, a fee outside it. */
export const stored: StoredSettings = {
  pickup: { enabled: true, hours: 'Mon–Sat 10–7' },
  delivery: {
    enabled: true,
    zones: [
      { name: 'Pune central', postal_codes: ['411001', '4110*'], fee: 40.5, free_from: 500, minimum_order: null },
    ],
    outside: { mode: 'fee', fee: 99 },
  },
  payment: { upi_id: 'shop@okaxis', pix_key: null, cash_on_delivery: true },
};
