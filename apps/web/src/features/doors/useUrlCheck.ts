import type { CheckUrlResponse } from '@vitrine/contracts';
import { catalogueUrlPattern, fieldRules } from '@vitrine/contracts/rules';
import { useEffect, useState } from 'react';
import { ownerCall } from '../account/api/ownerClient';

export type UrlCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; reason?: string }
  | { state: 'error' };

/**
 * Live availability of a catalogue URL for sign-up (GET /api/auth/check-url/:url), asked 400 ms
 * after the owner stops typing; an answer for a value since changed is dropped.
 */
export function useUrlCheck(value: string): UrlCheck {
  const url = value.trim();
  const checkable = url.length >= fieldRules.catalogueUrl.min && catalogueUrlPattern.test(url);
  const [answer, setAnswer] = useState<{ url: string; check: UrlCheck } | null>(null);

  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await ownerCall<CheckUrlResponse>('GET', `auth/check-url/${encodeURIComponent(url)}`, undefined, {
        anonymous: true,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const check: UrlCheck = !result.ok
        ? { state: 'error' }
        : result.data.available
          ? { state: 'available' }
          : { state: 'taken', reason: result.data.reason };
      setAnswer({ url, check });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, checkable]);

  if (!checkable) return { state: 'idle' };
  return answer?.url === url ? answer.check : { state: 'checking' };
}
