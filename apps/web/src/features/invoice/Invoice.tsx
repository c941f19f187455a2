import { formatPrice } from '@vitrine/contracts/currency';
import { useEffect } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { InvoiceData, InvoiceParty } from './invoiceData';
import './invoice.scss';

/** While an invoice is on the page, printing prints only it (invoice.scss reads this class). */
const PRINT_CLASS = 'vt-invoice-on-page';

function usePrintOnlyInvoice() {
  useEffect(() => {
    document.body.classList.add(PRINT_CLASS);
    return () => document.body.classList.remove(PRINT_CLASS);
  }, []);
}

const formatDate = (iso: string, language: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
};

/**
 * An invoice: the seller, its number and dates, who is billed, the lines, subtotal / discount / tax /
 * charges / total in the invoice's currency, and a note. The same component prints the template's
 * demo invoice and a real order; the print stylesheet keeps only it on paper.
 */
export function Invoice({ invoice }: { invoice: InvoiceData }) {
  const { t, i18n } = useTranslation('invoice');
  usePrintOnlyInvoice();
  const money = (amount: number) => formatPrice(amount, invoice.currency, i18n.language);
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <article className="vt-invoice card" aria-labelledby="invoice-title" data-testid="invoice">
      <div className="card-body p-4 p-md-5">
        <header className="d-flex flex-wrap justify-content-between gap-4 pb-4 mb-4 border-bottom">
          <div>
            <p className="h4 text-primary mb-2" data-testid="invoice-seller">
              {invoice.seller.name}
            </p>
            <Party party={invoice.seller} withName={false} />
          </div>
          <div className="text-md-end">
            <h2 id="invoice-title" className="h4 mb-2">
              {t('number', { number: invoice.number })}
            </h2>
            <dl className="vt-invoice-dates mb-0">
              <dt>{t('issued')}</dt>
              <dd data-testid="invoice-issued">{date(invoice.issued)}</dd>
              {invoice.due && (
                <>
                  <dt>{t('due')}</dt>
                  <dd>{date(invoice.due)}</dd>
                </>
              )}
            </dl>
          </div>
        </header>
        <div className="d-flex flex-wrap justify-content-between gap-4 mb-4">
          <section aria-labelledby="invoice-bill-to">
            <h3 id="invoice-bill-to" className="h6 text-body-secondary text-uppercase small">
              {t('billTo')}
            </h3>
            <div data-testid="invoice-bill-to">
              <Party party={invoice.billTo} />
            </div>
          </section>
          {invoice.details && invoice.details.length > 0 && (
            <section aria-labelledby="invoice-details">
              <h3 id="invoice-details" className="h6 text-body-secondary text-uppercase small">
                {t('details')}
              </h3>
              <dl className="vt-invoice-dates mb-0">
                {invoice.details.map((detail) => (
                  <div key={detail.label} className="contents">
                    <dt>{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
        <Table responsive className="align-middle mb-4">
          <caption className="visually-hidden">{t('linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col" className="text-end">
                {t('quantity')}
              </th>
              <th scope="col" className="text-end">
                {t('unitPrice')}
              </th>
              <th scope="col" className="text-end">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, n) => (
              // Two lines may name the same product: the position keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: lines never move.
              <tr key={n} data-testid="invoice-line">
                <td>
                  <div className="fw-semibold">{line.description}</div>
                  {line.detail && <div className="small text-body-secondary">{line.detail}</div>}
                </td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end text-nowrap">{money(line.unitPrice)}</td>
                <td className="text-end text-nowrap">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <div className="d-flex justify-content-end mb-4">
          <dl className="vt-invoice-totals mb-0">
            <dt>{t('subtotal')}</dt>
            <dd>{money(invoice.subtotal)}</dd>
            {invoice.discount !== undefined && (
              <>
                <dt>{t('discount')}</dt>
                <dd>−{money(invoice.discount)}</dd>
              </>
            )}
            {invoice.tax !== undefined && (
              <>
                <dt>{invoice.taxRate !== undefined ? t('taxRate', { rate: invoice.taxRate }) : t('tax')}</dt>
                <dd>{money(invoice.tax)}</dd>
              </>
            )}
            {invoice.charges !== undefined && (
              <>
                <dt>{t('charges')}</dt>
                <dd>{money(invoice.charges)}</dd>
              </>
            )}
            <dt className="vt-invoice-total">{t('total')}</dt>
            <dd className="vt-invoice-total" data-testid="invoice-total">
              {money(invoice.total)}
            </dd>
          </dl>
        </div>
        {invoice.note && (
          <p className="mb-0 pt-4 border-top">
            <span className="fw-semibold">{t('note')}:</span> {invoice.note}
          </p>
        )}
      </div>
    </article>
  );
}

function Party({ party, withName = true }: { party: InvoiceParty; withName?: boolean }) {
  return (
    <address className="mb-0">
      {withName && <div className="fw-semibold">{party.name}</div>}
      {party.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {party.phone && <div>{party.phone}</div>}
      {party.email && <div>{party.email}</div>}
    </address>
  );
}
