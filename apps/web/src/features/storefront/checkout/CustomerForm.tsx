import type { Country, State } from '@vitrine/contracts';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { ContactFields } from './ContactFields';
import type { CheckoutForm } from './checkoutForm';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { Field } from './Field';

/**
 * The customer form: contact, the delivery address (none for a pickup) and a note. Place order,
 * in the summary beside it, submits it (`form="checkout-form"`).
 */
export function CustomerForm({
  form,
  shows,
  countries,
  states,
  onSubmit,
}: {
  form: UseFormReturn<CheckoutForm>;
  shows: (field: string) => boolean;
  countries: readonly Country[] | undefined;
  states: readonly State[] | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <form
      id="checkout-form"
      onSubmit={onSubmit}
      noValidate
      className="card card-body"
      aria-labelledby="checkout-customer"
    >
      <h2 id="checkout-customer" className="h5">
        {t('checkout.customer')}
      </h2>
      <div className="row g-3">
        <ContactFields errors={errors} register={register} />
        <DeliveryAddressFields
          shows={shows}
          countries={countries}
          states={states}
          errors={errors}
          register={register}
        />
        <Field
          id="co-note"
          label={t('checkout.fields.note')}
          hint={t('checkout.optional')}
          error={errors.note?.message}
          className="col-12"
        >
          <textarea rows={3} {...register('note')} />
        </Field>
      </div>
    </form>
  );
}
