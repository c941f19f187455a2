import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutForm } from './checkoutForm';
import { type TextInput, TextInputs } from './TextInputs';

/** Who orders: name and phone side by side, then an optional e-mail. */
const CONTACT_INPUTS: readonly TextInput[] = [
  { name: 'name', id: 'co-name', type: 'text', autoComplete: 'name', half: true },
  { name: 'phone', id: 'co-phone', type: 'tel', autoComplete: 'tel', half: true },
  { name: 'email', id: 'co-email', type: 'email', autoComplete: 'email', optional: true },
];

/** The customer's contact: the shop calls or writes to them about the order. */
export function ContactFields({
  errors,
  register,
}: {
  errors: FieldErrors<CheckoutForm>;
  register: UseFormRegister<CheckoutForm>;
}) {
  return <TextInputs inputs={CONTACT_INPUTS} shows={() => true} errors={errors} register={register} />;
}
