import { Card, Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DeliveryValues, qrMethodOf } from './deliveryForm';

const QR_NAMES = { upi: 'UPI', pix: 'Pix' } as const;

/**
 * How shoppers pay: cash on delivery (on by default; off only beside a QR way to pay, so a shop
 * may take only Pix or only UPI) and the QR key the shop's currency can take.
 */
export function PaymentSection({
  currency,
  register,
  errors,
}: {
  currency: string;
  register: UseFormRegister<DeliveryValues>;
  errors: FieldErrors<DeliveryValues>;
}) {
  const { t } = useTranslation('delivery');
  const qr = qrMethodOf(currency);
  const cashError = errors.cash_on_delivery?.message;
  return (
    <Card as="section" className="mb-4" aria-labelledby="payment-title">
      <Card.Body>
        <h2 className="h5" id="payment-title">
          {t('payment.title')}
        </h2>
        <Form.Group className="mb-3">
          <Form.Check
            type="switch"
            id="cash-on-delivery"
            label={t('payment.cash')}
            // Without a QR way to pay in the currency, cash is the only way: it cannot go.
            disabled={!qr}
            isInvalid={!!cashError}
            aria-invalid={cashError ? true : undefined}
            aria-describedby={['cash-on-delivery-hint', cashError ? 'cash-on-delivery-error' : '']
              .filter(Boolean)
              .join(' ')}
            {...register('cash_on_delivery')}
          />
          {cashError && (
            <div className="invalid-feedback d-block" id="cash-on-delivery-error">
              {cashError}
            </div>
          )}
          <Form.Text id="cash-on-delivery-hint" as="div">
            {qr ? t('payment.cashHintQr', { method: QR_NAMES[qr] }) : t('payment.cashHintOnly')}
          </Form.Text>
        </Form.Group>
        {qr === 'upi' && (
          <PaymentKeyField
            id="upi-id"
            label={t('payment.upi')}
            hint={t('payment.upiHint')}
            placeholder="shopname@okaxis"
            registration={register('upi_id')}
            error={errors.upi_id?.message}
          />
        )}
        {qr === 'pix' && (
          <PaymentKeyField
            id="pix-key"
            label={t('payment.pix')}
            hint={t('payment.pixHint')}
            registration={register('pix_key')}
            error={errors.pix_key?.message}
          />
        )}
        {!qr && (
          <p className="text-body-secondary mt-3 mb-0" data-testid="no-qr">
            {t('payment.noQr', { currency })}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

function PaymentKeyField({
  id,
  label,
  hint,
  placeholder,
  registration,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <Form.Group className="mb-0" controlId={id} style={{ maxWidth: '32rem' }}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        placeholder={placeholder}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      <Form.Text id={`${id}-hint`} as="div">
        {hint}
      </Form.Text>
    </Form.Group>
  );
}
