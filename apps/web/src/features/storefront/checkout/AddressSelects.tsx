import type { Country, State } from '@vitrine/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import type { CheckoutForm } from './checkoutForm';
import { Field } from './Field';

/** The delivery address's country and state: the state list is the chosen country's. */
export function AddressSelects({
  countries,
  states,
  errors,
  register,
}: {
  countries: readonly Country[] | undefined;
  states: readonly State[] | undefined;
  errors: FieldErrors<CheckoutForm>;
  register: UseFormRegister<CheckoutForm>;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return (
    <>
      <Field
        id="co-country"
        label={t('checkout.fields.country')}
        error={errors.country_id?.message}
        className="col-12 col-sm-6"
        select
      >
        <select autoComplete="country-name" {...register('country_id')}>
          <option value="">{t('checkout.choose')}</option>
          {(countries ?? []).map((country) => (
            <option key={country.id} value={country.id}>
              {country.country_name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="co-state"
        label={t('checkout.fields.state')}
        error={errors.state_id?.message}
        className="col-12 col-sm-6"
        select
      >
        <select autoComplete="address-level1" disabled={!states?.length} {...register('state_id')}>
          <option value="">{t('checkout.choose')}</option>
          {(states ?? []).map((state) => (
            <option key={state.id} value={state.id}>
              {state.state_name}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
