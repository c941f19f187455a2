import { Invoice } from '@vitrine/web/features/invoice/Invoice';
import { PrintButton } from '@vitrine/web/features/invoice/PrintButton';
import { useTranslation } from 'react-i18next';
import { ShowcasePage } from '../ui/shared/ShowcasePage';
import { demoInvoice } from './demoInvoice';

/** /pages/invoice: the template's sample invoice, printable. An owner prints real orders from the order page. */
export default function InvoicePage() {
  const { t } = useTranslation('invoice');
  return (
    <ShowcasePage pageId="invoice" description={t('pageDescription')} actions={<PrintButton />}>
      <Invoice invoice={demoInvoice} />
    </ShowcasePage>
  );
}
