import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { store } from '../../../store';
import { ownerApi } from '../api/ownerApi';
import { testShop } from './accountShop.fixture';
import { type ProfileValues, toValues } from './profileForm';

export { testShop };

/** Edit Account's component tests: a shop as the server sends it, the owner store, English strings. */

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
