import { currencyExponent } from '@vitrine/contracts/currency';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { LoadError, Loading, PageHeader, useFailureText } from '../../../components/ui';
import { useGetCountryListQuery } from '../api/masters';
import { useGetAccountShopQuery } from '../api/shopApi';
import { useOwnerForm } from '../shared/ownerForm';
import { queryState } from '../shared/queryState';
import { AmountInput } from './AmountInput';
import { saveDeliverySettings, useGetDeliverySettingsQuery } from './deliveryApi';
import {
  amountProblem,
  amountText,
  cashOffMissingKey,
  type DeliveryValues,
  describeFailure,
  emptyZone,
  type StoredSettings,
  toRequest,
  toValues,
} from './deliveryForm';
import { PaymentSection } from './PaymentSection';
import { ZoneCard } from './ZoneCard';

/** "Delivery and payment" (`/account/delivery`): how orders are handed over and paid for. */
export default function DeliveryPage() {
  const { t } = useTranslation('delivery');
  // Read again on every visit: a currency change in Edit Account changes how amounts are typed.
  const { result, retry } = queryState(useGetDeliverySettingsQuery(undefined, { refetchOnMountOrArgChange: true }));
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {result.state === 'loading' && <Loading />}
      {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
      {result.state === 'ready' && (
        <DeliveryForm
          key={JSON.stringify(result.data)}
          settings={result.data.delivery}
          currency={result.data.currency_code}
        />
      )}
    </>
  );
}

/** The shop's country (ISO code), for examples written as its postal codes are; null while unknown. */
function useShopCountryCode(): string | null {
  const countryId = useGetAccountShopQuery().data?.shop.shop_country_id;
  const countries = useGetCountryListQuery().data ?? [];
  return countries.find((country) => country.id === countryId)?.iso_code ?? null;
}

/** The shop's address as shoppers who pick up see it, or '' while it has none. */
function useShopAddress(): string {
  const shop = useGetAccountShopQuery().data?.shop;
  if (!shop) return '';
  return [shop.shop_add_line1, shop.shop_add_line2, [shop.shop_postal_code, shop.shop_city].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function DeliveryForm({ settings, currency }: { settings: StoredSettings; currency: string }) {
  const { t, i18n } = useTranslation(['delivery', 'account']);
  const language = i18n.language;
  const failureText = useFailureText();
  const address = useShopAddress();
  const country = useShopCountryCode();
  const [summary, setSummary] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DeliveryValues>({ defaultValues: toValues(settings, currency) });
  const form = useOwnerForm(isDirty);
  const zones = useFieldArray({ control, name: 'zones' });
  const wholeUnits = currencyExponent(currency) === 0;
  const example = amountText(wholeUnits ? 500 : 40.5, currency);
  const amount = (optional: boolean) => ({
    validate: (text: string) => {
      if (optional && text.trim() === '') return true;
      if (text.trim() === '') return t('errors.required');
      const problem = amountProblem(text, currency);
      if (problem === 'format') return t('errors.amountFormat', { example });
      if (problem === 'decimals') return t(wholeUnits ? 'errors.noDecimals' : 'errors.twoDecimals', { currency });
      return true;
    },
  });
  const pickupOn = watch('pickup_enabled');
  const deliveryOn = watch('delivery_enabled');
  const outsideMode = watch('outside_mode');
  const zoneNames = watch('zones').map((zone) => zone.name);

  const onSubmit = handleSubmit(async (values) => {
    setSummary([]);
    if (!values.pickup_enabled && !values.delivery_enabled) {
      setError('delivery_enabled', { message: t('errors.offerOne') });
      setSummary([t('account:errors.fixFields')]);
      form.showFirstProblem();
      return;
    }
    const missingKey = cashOffMissingKey(values, currency);
    if (missingKey) {
      const field = t(missingKey === 'upi_id' ? 'payment.upi' : 'payment.pix');
      setError('cash_on_delivery', { message: t('errors.cashOffNeedsKey', { field }) });
      setSummary([t('account:errors.fixFields')]);
      return;
    }
    const request = toRequest(values, currency, settings);
    const result = await saveDeliverySettings(request);
    if (result.ok) {
      // The saved answer replaces the form (DeliveryPage's key): nothing is left unsaved.
      form.release();
      toast.success(t('saved'));
      return;
    }
    const { fields, unplaced } = describeFailure(result, request, currency, t);
    for (const [field, message] of Object.entries(fields)) setError(field as keyof DeliveryValues, { message });
    const placed = Object.keys(fields).length > 0;
    setSummary([
      ...(placed ? [t('account:errors.fixFields')] : []),
      ...unplaced,
      ...(!placed && unplaced.length === 0 ? [failureText(result.message)] : []),
    ]);
    form.showFirstProblem();
  }, form.showFirstProblem);

  const hoursDescribed = ['pickup-hours-hint', errors.pickup_hours ? 'pickup-hours-error' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Form noValidate onSubmit={onSubmit} ref={form.formRef} data-testid="delivery-form">
      {form.leaveDialog}
      <p className="text-body-secondary" data-testid="amounts-in">
        {t('amountsIn', { currency, example })}
      </p>
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
              amount={amount}
              currency={currency}
              language={language}
              country={country}
              onRemove={() => zones.remove(index)}
            />
          ))}
          <Button
            variant="outline-primary"
            size="sm"
            className="mb-4"
            onClick={() => zones.append(emptyZone(), { focusName: `zones.${zones.fields.length}.name` })}
            disabled={zones.fields.length >= 50}
            data-testid="add-zone"
          >
            <Plus size={16} className="me-1" aria-hidden />
            {t('zones.add')}
          </Button>

          <fieldset aria-describedby={errors.outside_mode ? 'outside-mode-error' : undefined}>
            <legend className="h6">{t('outside.legend')}</legend>
            <Form.Check
              type="radio"
              id="outside-refuse"
              value="refuse"
              label={t('outside.refuse')}
              {...register('outside_mode')}
            />
            <Form.Check
              type="radio"
              id="outside-fee"
              value="fee"
              label={t('outside.fee')}
              {...register('outside_mode')}
            />
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
        </Card.Body>
      </Card>

      <PaymentSection currency={currency} register={register} errors={errors} />

      {summary.length > 0 && (
        <Alert variant="danger" data-testid="save-error" data-form-summary>
          {summary.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <Button type="submit" disabled={isSubmitting} data-testid="save-delivery">
        {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
        {isSubmitting ? t('account:common.saving') : t('account:common.save')}
      </Button>
    </Form>
  );
}
