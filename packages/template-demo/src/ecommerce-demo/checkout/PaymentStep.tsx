import { Banknote, CreditCard, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type PaymentMethod, paymentMethods } from '../ecommerceApi';
import type { AddressForm } from './addressSchema';

const icons = { card: CreditCard, cash: Banknote, paypal: Wallet } as const;

/** Step 3: where it goes (with a way back to change it), how it is paid, and Place order. */
export function PaymentStep({
  address,
  busy,
  error,
  onBack,
  onPlace,
}: {
  address: AddressForm;
  busy: boolean;
  error: string;
  onBack: () => void;
  onPlace: (payment: PaymentMethod) => void;
}) {
  const { t } = useTranslation('ecommerceDemo');
  const [payment, setPayment] = useState<PaymentMethod>('card');
  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">{t('checkout.steps.payment')}</h2>
        <h3 className="h6">{t('checkout.deliverTo')}</h3>
        <address className="text-body-secondary" data-testid="payment-address">
          {address.fullName}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}, {address.country}
          <br />
          {address.phone}
        </address>
        <fieldset className="mb-3">
          <legend className="h6">{t('checkout.paymentMethod')}</legend>
          {paymentMethods.map((method) => {
            const Icon = icons[method];
            return (
              <Form.Check
                key={method}
                type="radio"
                name="payment"
                id={`payment-${method}`}
                className="mb-2"
                checked={payment === method}
                onChange={() => setPayment(method)}
                label={
                  <span className="d-inline-flex align-items-center gap-2">
                    <Icon size={16} aria-hidden />
                    {t(`payment.${method}`)}
                  </span>
                }
              />
            );
          })}
        </fieldset>
        {error && (
          <Alert variant="danger" data-testid="order-error">
            {error}
          </Alert>
        )}
        <div className="d-flex justify-content-between gap-2">
          <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
            {t('checkout.back')}
          </Button>
          <Button variant="success" onClick={() => onPlace(payment)} disabled={busy} data-testid="place-order">
            {busy && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('checkout.placeOrder')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
