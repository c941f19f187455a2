import type { AccountSettingsResponse } from '@vitrine/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type LanguageCode } from '../../i18n/languages';
import { ownerCall } from '../account/api/ownerClient';

/** The account language this device last agreed with the server on, per user. */
const syncedKey = (userId: number) => `vitrine.accountLanguage.${userId}`;

export function syncedLanguage(userId: number): LanguageCode | null {
  try {
    const value = localStorage.getItem(syncedKey(userId));
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberSyncedLanguage(userId: number, language: LanguageCode): void {
  try {
    localStorage.setItem(syncedKey(userId), language);
  } catch {
    // Storage blocked: the server's language is applied again next time, which is harmless.
  }
}

/**
 * Which language to switch to when the account's saved language comes back from the server:
 * none when nothing is saved or the device already shows it, and none when a language was
 * chosen on this device since it last agreed with the server (that choice is newer).
 */
export function languageToApply(
  saved: string | null,
  device: string | undefined,
  synced: LanguageCode | null,
): LanguageCode | null {
  if (!isLanguage(saved) || saved === device) return null;
  if (synced !== null && device !== synced) return null;
  return saved;
}

const checked = new Set<number>();

/** Once per page load and user: the account area starts in the language saved in the settings. */
export function useAccountLanguage(userId: number | null): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (userId === null || checked.has(userId)) return;
    checked.add(userId);
    ownerCall<AccountSettingsResponse>('GET', 'account/settings').then((result) => {
      if (!result.ok) return;
      const saved = result.data.settings.language;
      const next = languageToApply(saved, i18n.resolvedLanguage, syncedLanguage(userId));
      if (next) void i18n.changeLanguage(next);
      if (saved && (next || saved === i18n.resolvedLanguage)) rememberSyncedLanguage(userId, saved);
    });
  }, [userId, i18n]);
}
