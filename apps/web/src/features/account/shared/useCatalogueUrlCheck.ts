import type { CheckUrlResponse } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { ownerApi } from '../api/ownerApi';

export type UrlCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; reason?: string }
  | { state: 'error' };

const URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const urlCheckApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    checkCatalogueUrl: build.query<CheckUrlResponse, string>({
      query: (url) => ({ path: `auth/check-url/${encodeURIComponent(url)}` }),
      // Someone else may take an address any time: an answer is kept only briefly.
      keepUnusedDataFor: 5,
    }),
  }),
});

/** The value once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Live availability of a catalogue URL (GET /api/auth/check-url/:url), asked 400 ms after the
 * owner stops typing. `current` is the shop's own URL, which is always "available" to itself.
 */
export function useCatalogueUrlCheck(value: string, current?: string): UrlCheck {
  const url = value.trim();
  const checkable = url.length >= 3 && URL_PATTERN.test(url) && url !== current;
  const settled = useSettled(url, 400);
  const query = urlCheckApi.useCheckCatalogueUrlQuery(settled, { skip: !checkable || settled !== url });
  if (!checkable) return { state: 'idle' };
  if (settled !== url || query.isFetching || !query.currentData) {
    return query.isError && !query.isFetching && settled === url ? { state: 'error' } : { state: 'checking' };
  }
  const answer = query.currentData;
  return answer.available ? { state: 'available' } : { state: 'taken', reason: answer.reason };
}
