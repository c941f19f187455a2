import { Printer } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** Opens the browser's print dialog; the print stylesheet leaves only the invoice on the page. */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation('invoice');
  return (
    <Button
      className="d-inline-flex align-items-center gap-2"
      onClick={() => window.print()}
      data-testid="print-invoice"
    >
      <Printer size={16} aria-hidden />
      {label ?? t('print')}
    </Button>
  );
}
