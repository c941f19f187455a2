import { type AccountShop, DEFAULT_DELIVERY_RULES } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { store } from '../../../store';
import { ownerApi } from '../api/ownerApi';
import { type ProfileValues, toValues } from './profileForm';

/** Edit Account's component tests: a shop as the server sends it, the owner store, English strings. */

export const testShop = {
  shop_id: 1,
  shop_name: 'Sunrise',
  shop_tagline: 'Gadgets',
  shop_add_line1: '1 Road',
  shop_add_line2: '',
  shop_city: 'Pune',
  shop_state_id: 12,
  shop_state_name: 'Maharashtra',
  shop_country_id: 3,
  shop_country_name: 'India',
  shop_postal_code: '411001',
  mobile_phone_primary: '+91 98765 43210',
  shop_email: 'a@b.example',
  shop_website: '',
  shop_images: [{ image_url: '/assets/logos/x.svg', image_type: 'logo' }],
  shop_catalogue_url: 'sunrise',
  shop_settings: '{}',
  shop_catalogue_header: '{}',
  currency_code: 'INR',
  business_category_id: null,
  low_stock_threshold: 5,
  status: 'active',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  seo_image_url: '',
  time_zone: null,
  effective_time_zone: 'Asia/Kolkata',
  open_order_cap: 3,
  delivery: DEFAULT_DELIVERY_RULES,
  payment_methods: ['cod'],
  listed_on_home: false,
} satisfies AccountShop;

export async function englishAccount() {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
}

/** `ui` with the owner area's store; the RTK Query cache is emptied first, as on a fresh page. */
export function withOwnerStore(ui: ReactNode) {
  store.dispatch(ownerApi.util.resetApiState());
  return <Provider store={store}>{ui}</Provider>;
}

/** The server's answers by path under /api (a function of the request), every request recorded. */
export function ownerServer(answer: (path: string, init: RequestInit) => Response | undefined) {
  const sent: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\//, '');
      sent.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return (
        answer(path, init) ?? new Response(JSON.stringify({ status: 'fail', message: 'not here' }), { status: 404 })
      );
    }),
  );
  return sent;
}

export const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A section under test on its own form, with the shop's values. */
export function OnForm({
  values = {},
  children,
}: {
  values?: Partial<ProfileValues>;
  children: (form: ReturnType<typeof useForm<ProfileValues>>) => ReactNode;
}) {
  const form = useForm<ProfileValues>({ defaultValues: { ...toValues(testShop), ...values } });
  return <form>{children(form)}</form>;
}
