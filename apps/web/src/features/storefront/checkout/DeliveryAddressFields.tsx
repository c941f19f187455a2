import type { Country, State } from '@vitrine/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AddressSelects } from './AddressSelects';
import type { CheckoutForm } from './checkoutForm';
import { type TextInput, TextInputs } from './TextInputs';

/** Where a delivery goes: two lines, then city and postal code side by side. */
const ADDRESS_INPUTS: readonly TextInput[] = [
  { name: 'address_line1', id: 'co-line1', type: 'text', autoComplete: 'address-line1' },
  { name: 'address_line2', id: 'co-line2', type: 'text', autoComplete: 'address-line2', optional: true },
  { name: 'city', id: 'co-city', type: 'text', autoComplete: 'address-level2', half: true },
  { name: 'postal_code', id: 'co-postal', type: 'text', autoComplete: 'postal-code', half: true },
];

/** The delivery address, country and state included; a pickup shows none of it (`shows`). */
export function DeliveryAddressFields({
  shows,
  countries,
  states,
  errors,
  register,
}: {
  shows: (field: string) => boolean;
  countries: readonly Country[] | undefined;
  states: readonly State[] | undefined;
  errors: FieldErrors<CheckoutForm>;
  register: UseFormRegister<CheckoutForm>;
}) {
  return (
    <>
      <TextInputs inputs={ADDRESS_INPUTS} shows={shows} errors={errors} register={register} />
      {shows('country_id') ? (
        <AddressSelects countries={countries} states={states} errors={errors} register={register} />
      ) : null}
    </>
  );
}
