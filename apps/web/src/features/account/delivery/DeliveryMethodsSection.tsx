import { Card, Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryValues } from './deliveryForm';

/**
 * How orders are handed over: pickup at the shop (with its hours, and the address shoppers will
 * see, or a link to set one) and delivery; at least one of the two.
 */
export function DeliveryMethodsSection({
  register,
  errors,
  pickupOn,
  address,
}: {
  register: UseFormRegister<DeliveryValues>;
  errors: FieldErrors<DeliveryValues>;
  pickupOn: boolean;
  /** The shop's address as shoppers who pick up see it; '' while it has none. */
  address: string;
}) {
  const { t } = useTranslation('delivery');
  const hoursDescribed = ['pickup-hours-hint', errors.pickup_hours ? 'pickup-hours-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Card as="section" className="mb-4" aria-labelledby="methods-title">
      <Card.Body>
        <h2 className="h5" id="methods-title">
          {t('methods.title')}
        </h2>
        <Form.Check
          type="switch"
          id="pickup-enabled"
          label={t('methods.pickup')}
          className="mb-2"
          {...register('pickup_enabled')}
        />
        {pickupOn && (
          <Form.Group className="mb-3 ms-md-4" controlId="pickup-hours">
            <Form.Label>{t('methods.pickupHours')}</Form.Label>
            <Form.Control
              autoComplete="off"
              placeholder={t('methods.pickupHoursPlaceholder')}
              isInvalid={!!errors.pickup_hours}
              aria-invalid={errors.pickup_hours ? true : undefined}
              aria-describedby={hoursDescribed}
              {...register('pickup_hours', {
                maxLength: { value: 200, message: t('errors.tooLong', { max: 200 }) },
              })}
            />
            <Form.Control.Feedback type="invalid" id="pickup-hours-error">
              {errors.pickup_hours?.message}
            </Form.Control.Feedback>
            <Form.Text id="pickup-hours-hint" as="div">
              {t('methods.pickupHint')}{' '}
              {address ? (
                t('methods.pickupAddress', { address })
              ) : (
                <Link to="/shop-profile/edit">{t('methods.noAddress')}</Link>
              )}
            </Form.Text>
          </Form.Group>
        )}
        <Form.Group controlId="delivery-enabled">
          <Form.Check
            type="switch"
            id="delivery-enabled"
            label={t('methods.delivery')}
            isInvalid={!!errors.delivery_enabled}
            aria-invalid={errors.delivery_enabled ? true : undefined}
            aria-describedby={errors.delivery_enabled ? 'delivery-enabled-error' : undefined}
            {...register('delivery_enabled')}
          />
          {errors.delivery_enabled && (
            <div className="invalid-feedback d-block" id="delivery-enabled-error">
              {errors.delivery_enabled.message}
            </div>
          )}
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
