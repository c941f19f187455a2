import { Plus } from 'lucide-react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './AmountInput';
import { type DeliveryValues, emptyZone } from './deliveryForm';
import type { AmountRule } from './useDeliveryForm';
import { ZoneCard } from './ZoneCard';

/** At most this many zones (the server's limit). */
const MAX_ZONES = 50;

type Fields = { register: UseFormRegister<DeliveryValues>; errors: FieldErrors<DeliveryValues> };
type Amounts = { amount: AmountRule; currency: string; language: string };

/** Where the shop delivers: its zones (each with its postal codes and fees), and what happens outside them. */
export function DeliveryZonesSection({
  register,
  errors,
  zones,
  zoneNames,
  deliveryOn,
  outsideMode,
  country,
  ...amounts
}: Fields &
  Amounts & {
    zones: UseFieldArrayReturn<DeliveryValues, 'zones'>;
    /** Each zone's name as typed, for its remove button's label. */
    zoneNames: string[];
    deliveryOn: boolean;
    outsideMode: DeliveryValues['outside_mode'];
    /** The shop's country (ISO code), for the postal codes' example; null while unknown. */
    country: string | null;
  }) {
  const { t } = useTranslation('delivery');
  return (
    <Card as="section" className="mb-4" aria-labelledby="zones-title">
      <Card.Body>
        <h2 className="h5" id="zones-title">
          {t('zones.title')}
        </h2>
        <p className="text-body-secondary">{t('zones.intro')}</p>
        {!deliveryOn && (
          <Alert variant="secondary" className="py-2">
            {t('methods.deliveryOffHint')}
          </Alert>
        )}
        {zones.fields.length === 0 && <p data-testid="no-zones">{t('zones.empty')}</p>}
        {zones.fields.map((zone, index) => (
          <ZoneCard
            key={zone.id}
            index={index}
            name={zoneNames[index] ?? ''}
            register={register}
            errors={errors}
            country={country}
            onRemove={() => zones.remove(index)}
            {...amounts}
          />
        ))}
        <Button
          variant="outline-primary"
          size="sm"
          className="mb-4"
          onClick={() => zones.append(emptyZone(), { focusName: `zones.${zones.fields.length}.name` })}
          disabled={zones.fields.length >= MAX_ZONES}
          data-testid="add-zone"
        >
          <Plus size={16} className="me-1" aria-hidden />
          {t('zones.add')}
        </Button>
        <OutsideZones register={register} errors={errors} outsideMode={outsideMode} {...amounts} />
      </Card.Body>
    </Card>
  );
}

/** An address outside every zone: refused, or delivered for a fee. */
function OutsideZones({
  register,
  errors,
  outsideMode,
  amount,
  currency,
  language,
}: Fields & Amounts & { outsideMode: DeliveryValues['outside_mode'] }) {
  const { t } = useTranslation('delivery');
  return (
    <fieldset aria-describedby={errors.outside_mode ? 'outside-mode-error' : undefined}>
      <legend className="h6">{t('outside.legend')}</legend>
      <Form.Check
        type="radio"
        id="outside-refuse"
        value="refuse"
        label={t('outside.refuse')}
        {...register('outside_mode')}
      />
      <Form.Check type="radio" id="outside-fee" value="fee" label={t('outside.fee')} {...register('outside_mode')} />
      {errors.outside_mode && (
        <div className="invalid-feedback d-block" id="outside-mode-error">
          {errors.outside_mode.message}
        </div>
      )}
      {outsideMode === 'fee' && (
        <Row className="mt-2">
          <Col xs={12} sm={6} md={4}>
            <AmountInput
              id="outside-fee-amount"
              label={t('outside.feeLabel')}
              registration={register('outside_fee', amount(false))}
              error={errors.outside_fee}
              currency={currency}
              language={language}
            />
          </Col>
        </Row>
      )}
    </fieldset>
  );
}
