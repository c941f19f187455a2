import type { CheckUrlResponse } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { owner } from '../api/ownerClient';

export type UrlCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; reason?: string }
  | { state: 'error' };

const URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Live availability of a catalogue URL (GET /api/auth/check-url/:url), asked 400 ms after the
 * owner stops typing. `current` is the shop's own URL, which is always "available" to itself.
 */
export function useCatalogueUrlCheck(value: string, current?: string): UrlCheck {
  const [check, setCheck] = useState<UrlCheck>({ state: 'idle' });
  useEffect(() => {
    const url = value.trim();
    if (url.length < 3 || !URL_PATTERN.test(url) || url === current) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      owner
        .get<CheckUrlResponse>(`auth/check-url/${encodeURIComponent(url)}`, controller.signal)
        .then((result) => {
          if (!result.ok) setCheck({ state: 'error' });
          else if (result.data.available) setCheck({ state: 'available' });
          else setCheck({ state: 'taken', reason: result.data.reason });
        })
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, current]);
  return check;
}
