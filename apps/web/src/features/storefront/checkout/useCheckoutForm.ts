import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import type { StorefrontData } from '../layout/useStorefront';
import { loadCountries, loadStates, useShopState, useShopStore } from '../state';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { type CheckoutForm, checkoutResolver, emptyCheckoutForm, shownFields } from './checkoutForm';

/**
 * The customer form of checkout: its rules for the chosen delivery type, what this tab typed before
 * a reload, the country and state lists the address offers, and the phone message that follows
 * the country.
 */
export function useCheckoutForm(data: StorefrontData, deliveryType: string) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const store = useShopStore();
  const options = useShopState((s) => s.options);
  const countries = options?.country_list;
  const resolver = useMemo(() => checkoutResolver(t, countries ?? [], deliveryType), [t, countries, deliveryType]);
  const form = useForm<CheckoutForm>({
    resolver,
    // What this tab typed before a reload (checkoutDraft.ts); this code runs in the browser only.
    defaultValues: readCheckoutDraft(data.shopUrl, emptyCheckoutForm(data.shop.shop_country_id)),
    mode: 'onTouched',
  });
  const { watch, setValue } = form;
  useEffect(() => {
    const typing = watch((values) => saveCheckoutDraft(data.shopUrl, values));
    return () => typing.unsubscribe();
  }, [watch, data.shopUrl]);
  const countryId = watch('country_id');
  const states = countryId ? options?.state_list[countryId] : undefined;

  useEffect(() => {
    void loadCountries(store);
  }, [store]);
  useEffect(() => {
    if (countryId) void loadStates(store, Number(countryId));
  }, [store, countryId]);
  // Uncontrolled selects keep their value only once its option exists: re-apply it when a list arrives.
  const countryCount = countries?.length ?? 0;
  useEffect(() => {
    if (countryCount) setValue('country_id', form.getValues('country_id'));
  }, [countryCount, setValue, form]);
  // A stale state choice from another country is cleared.
  useEffect(() => {
    if (states && !states.some((s) => String(s.id) === form.getValues('state_id'))) setValue('state_id', '');
  }, [states, setValue, form]);
  // A phone message on screen shows a number of the form's country: a new country, a new example.
  const messageCountry = useRef(countryId);
  useEffect(() => {
    if (messageCountry.current === countryId) return;
    messageCountry.current = countryId;
    if (form.getFieldState('phone').error) void form.trigger('phone');
  }, [countryId, form]);

  return { form, shows: shownFields(deliveryType), countries, states };
}
