import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading, PageHeader } from '../../../components/ui';
import { queryState } from '../shared/queryState';
import { DeliveryMethodsSection } from './DeliveryMethodsSection';
import { DeliveryZonesSection } from './DeliveryZonesSection';
import { useGetDeliverySettingsQuery } from './deliveryApi';
import type { StoredSettings } from './deliveryForm';
import { PaymentSection } from './PaymentSection';
import { useShopAddress, useShopCountryCode } from './shopPlace';
import { useDeliveryForm } from './useDeliveryForm';

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

/** The form: how orders are handed over, where the shop delivers, how shoppers pay, and the save. */
function DeliveryForm({ settings, currency }: { settings: StoredSettings; currency: string }) {
  const { t, i18n } = useTranslation(['delivery', 'account']);
  const address = useShopAddress();
  const country = useShopCountryCode();
  const { fields, zones, amount, example, summary, form, onSubmit } = useDeliveryForm(settings, currency);
  const { register, watch, formState } = fields;
  const { errors, isSubmitting } = formState;
  return (
    <Form noValidate onSubmit={onSubmit} ref={form.formRef} data-testid="delivery-form">
      {form.leaveDialog}
      <p className="text-body-secondary" data-testid="amounts-in">
        {t('amountsIn', { currency, example })}
      </p>
      <DeliveryMethodsSection
        register={register}
        errors={errors}
        pickupOn={watch('pickup_enabled')}
        address={address}
      />
      <DeliveryZonesSection
        register={register}
        errors={errors}
        zones={zones}
        zoneNames={watch('zones').map((zone) => zone.name)}
        deliveryOn={watch('delivery_enabled')}
        outsideMode={watch('outside_mode')}
        country={country}
        amount={amount}
        currency={currency}
        language={i18n.language}
      />
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
