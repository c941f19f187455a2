import { currencyExponent } from '@vitrine/contracts/currency';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../components/ui';
import { useOwnerForm } from '../shared/ownerForm';
import { saveDeliverySettings } from './deliveryApi';
import {
  amountProblem,
  amountText,
  cashOffMissingKey,
  type DeliveryValues,
  describeFailure,
  type StoredSettings,
  toRequest,
  toValues,
} from './deliveryForm';

/** The rules of an amount input (required or optional), and the example amount its messages show. */
export function useAmountRule(currency: string) {
  const { t } = useTranslation('delivery');
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
  return { amount, example };
}

export type AmountRule = ReturnType<typeof useAmountRule>['amount'];

/**
 * The "Delivery and payment" form's state and save: the rules the server also holds (one way to
 * hand orders over at least; cash off only beside a QR key) are checked first, and the server's
 * refusals land on their fields, or in the summary when no field shows them.
 */
export function useDeliveryForm(settings: StoredSettings, currency: string) {
  const { t } = useTranslation(['delivery', 'account']);
  const failureText = useFailureText();
  const [summary, setSummary] = useState<string[]>([]);
  const fields = useForm<DeliveryValues>({ defaultValues: toValues(settings, currency) });
  const { handleSubmit, setError } = fields;
  const form = useOwnerForm(fields.formState.isDirty);
  const zones = useFieldArray({ control: fields.control, name: 'zones' });
  const { amount, example } = useAmountRule(currency);

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
    const { fields: placed, unplaced } = describeFailure(result, request, currency, t);
    for (const [field, message] of Object.entries(placed)) setError(field as keyof DeliveryValues, { message });
    const anyPlaced = Object.keys(placed).length > 0;
    setSummary([
      ...(anyPlaced ? [t('account:errors.fixFields')] : []),
      ...unplaced,
      ...(!anyPlaced && unplaced.length === 0 ? [failureText(result.message)] : []),
    ]);
    form.showFirstProblem();
  }, form.showFirstProblem);

  return { fields, zones, amount, example, summary, form, onSubmit };
}
