import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import type { CheckoutForm } from './checkoutForm';
import { Field } from './Field';

/**
 * One of the customer's text inputs: the optional ones say so beside the label, the others are
 * required; `half` shares a row with its neighbour from the small breakpoint up.
 */
export interface TextInput {
  name: 'name' | 'phone' | 'email' | 'address_line1' | 'address_line2' | 'city' | 'postal_code';
  id: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  half?: boolean;
  optional?: boolean;
}

/** The given inputs that the form shows, in their order, each labelled and wired to the form. */
export function TextInputs({
  inputs,
  shows,
  errors,
  register,
}: {
  inputs: readonly TextInput[];
  shows: (field: string) => boolean;
  errors: FieldErrors<CheckoutForm>;
  register: UseFormRegister<CheckoutForm>;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return inputs
    .filter((input) => shows(input.name))
    .map((input) => (
      <Field
        key={input.name}
        id={input.id}
        label={t(`checkout.fields.${input.name}`)}
        hint={input.optional ? t('checkout.optional') : undefined}
        error={errors[input.name]?.message}
        className={input.half ? 'col-12 col-sm-6' : 'col-12'}
        required={!input.optional}
      >
        <input type={input.type} autoComplete={input.autoComplete} {...register(input.name)} />
      </Field>
    ));
}
