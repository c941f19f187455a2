import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { store } from '../../../store';
import { ownerApi } from './ownerApi';

/**
 * The set-up of an owner-area component test that renders with the app's store: English texts of
 * the account namespace, and after each test an unmounted page, real `fetch` back and an empty
 * RTK Query cache, as a fresh page would have.
 */
export function prepareOwnerComponentTests(): void {
  beforeAll(async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces('account');
  });
  afterEach(() => {
    // Unmount first: resetting the cache under a mounted page makes it fetch again, with the real
    // fetch once the stub is gone, and that answer lands after the test environment is torn down.
    cleanup();
    vi.unstubAllGlobals();
    store.dispatch(ownerApi.util.resetApiState());
  });
}
