import { useId, useMemo, useRef, useState } from 'react';
import type { TranslateOptions } from '../../../i18n/shop/translator';
import { qrMatrix, qrPath } from './qrMatrix';

/*
 * Pay by QR: UPI for an Indian shop, Pix for a Brazilian one. Load it lazily —
 * `const PaymentQr = lazy(() => import('./PaymentQr'))` — so its QR encoder (uqr) stays out of a
 * shop's first-visit JavaScript.
 *
 * Its strings are keys of the storefront namespace, listed with their English text in
 * `paymentStrings`: that text shows until a locale file has the key.
 */
export const paymentStrings = {
  'payment.heading': 'Pay {{total}}',
  'payment.upiHint': 'Scan the code with any UPI app, or pay on this phone.',
  'payment.upiOpen': 'Pay with a UPI app',
  'payment.upiQrLabel': 'UPI QR code to pay {{total}}',
  'payment.pixHint': "Scan the code in your bank's app, or copy the Pix code and paste it under Pix Copia e Cola.",
  'payment.pixQrLabel': 'Pix QR code to pay {{total}}',
  'payment.pixCode': 'Pix code (Copia e Cola)',
  'payment.pixCopy': 'Copy Pix code',
  'payment.copied': 'Copied',
  'payment.copyManually': "The code is selected: copy it with your device's Copy command.",
  'payment.afterPaying': 'The shop confirms your order once your payment arrives.',
} as const;
export type PaymentStringKey = keyof typeof paymentStrings;

/** How an order asks to be paid: the server builds the link or the code. */
export interface PaymentRequest {
  method: 'upi' | 'pix';
  upi_url?: string | null;
  pix_payload?: string | null;
}

export interface PaymentQrProps {
  payment: PaymentRequest;
  /** The order's total, formatted in the shop's currency ("₹1,499.00", "R$ 123,45"). */
  total: string;
  /** The storefront's translator (`useTranslation('storefront').t`). */
  t: (key: string, options?: TranslateOptions) => string;
  /** The heading's level where the component sits on the page. */
  headingLevel?: 2 | 3;
}

/** A QR code as an SVG image: black modules on a white square whatever the colour mode. */
function QrImage({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => {
    const modules = qrMatrix(value);
    return { size: modules.length, d: qrPath(modules) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
      className="d-block mx-auto mw-100 h-auto"
      data-testid="payment-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/** The Pix code to paste in a bank app, with Copy; where the clipboard is out of reach, the code is selected. */
function PixCopy({ payload, tr }: { payload: string; tr: (key: PaymentStringKey) => string }) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    setStatus('');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(payload);
      setStatus(tr('payment.copied'));
    } catch {
      field.current?.focus();
      field.current?.select();
      const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
      setStatus(tr(copied ? 'payment.copied' : 'payment.copyManually'));
    }
  };

  return (
    <div className="mt-3">
      <label htmlFor={fieldId} className="form-label small fw-semibold">
        {tr('payment.pixCode')}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className="form-control font-monospace small"
        rows={3}
        readOnly
        value={payload}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="pix-payload"
      />
      <button type="button" className="btn btn-primary btn-lg w-100 mt-2" onClick={() => void copy()}>
        {tr('payment.pixCopy')}
      </button>
      <p
        role="status"
        aria-live="polite"
        className="small text-success-emphasis mt-1 mb-0"
        data-testid="pix-copy-status"
      >
        {status}
      </p>
    </div>
  );
}

/**
 * Pay an order by QR: the code to scan from another device, and on the phone itself a button into
 * the UPI app or the Pix code to copy into the bank's app. Nothing shows without a link or code.
 */
export function PaymentQr({ payment, total, t, headingLevel = 2 }: PaymentQrProps) {
  const headingId = useId();
  const tr = (key: PaymentStringKey) => t(key, { defaultValue: paymentStrings[key], total });
  const value = payment.method === 'upi' ? payment.upi_url : payment.pix_payload;
  if (!value) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="card card-body my-3" aria-labelledby={headingId} data-testid="payment-panel">
      <Heading id={headingId} className="h5">
        {tr('payment.heading')}
      </Heading>
      <p className="small">{tr(payment.method === 'upi' ? 'payment.upiHint' : 'payment.pixHint')}</p>
      <QrImage value={value} label={tr(payment.method === 'upi' ? 'payment.upiQrLabel' : 'payment.pixQrLabel')} />
      {payment.method === 'upi' ? (
        <a href={value} className="btn btn-primary btn-lg w-100 mt-3" data-testid="upi-pay-link">
          {tr('payment.upiOpen')}
        </a>
      ) : (
        <PixCopy payload={value} tr={tr} />
      )}
      <p className="small text-body-secondary mt-3 mb-0">{tr('payment.afterPaying')}</p>
    </section>
  );
}

export default PaymentQr;
