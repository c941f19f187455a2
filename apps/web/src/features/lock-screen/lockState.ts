import { useSyncExternalStore } from 'react';
import { tokenStore } from '../account/api/tokenStore';

/**
 * The lock screen's state, in localStorage: a reload stays locked, and so do the other tabs and
 * any new tab of this browser (a tab-only lock would be left by opening the app in a new tab).
 * The lock names the session it belongs to, so a new sign-in starts unlocked.
 */
export const LOCK_KEY = 'vitrine.lock';
/** Minutes without activity before the shell locks itself; 0 is off. */
export const IDLE_KEY = 'vitrine.lockAfterMinutes';
/** The last activity in any tab of this browser, so one busy tab keeps the others from locking. */
export const ACTIVITY_KEY = 'vitrine.lastActivity';
/** The page the shell last showed in this tab: where /pages/lock-screen returns after unlocking. */
export const LAST_PAGE_KEY = 'vitrine.lastShellPage';

export const idleChoices = [0, 1, 5, 15, 30] as const;
export type IdleMinutes = (typeof idleChoices)[number];

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts as long as this page.
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

/** Which session a lock belongs to: the end of its token (the signature), never the token itself. */
export function sessionMark(token: string | null): string | null {
  return token && token.length >= 16 ? token.slice(-16) : null;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
/** Another tab locked, unlocked or changed the idle time: this one follows. */
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === LOCK_KEY || event.key === IDLE_KEY || event.key === 'vitrine.token') {
    notify();
  }
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function isLocked(): boolean {
  const mark = sessionMark(tokenStore.get());
  return mark !== null && read(local, LOCK_KEY) === mark;
}

export function lockSession(): void {
  const mark = sessionMark(tokenStore.get());
  if (!mark) return;
  write(local, LOCK_KEY, mark);
  notify();
}

export function unlockSession(): void {
  write(local, LOCK_KEY, null);
  notify();
}

export function useLocked(): boolean {
  return useSyncExternalStore(subscribe, isLocked);
}

/** A stored idle time, or off when missing or not one of the choices. */
export function parseIdleMinutes(raw: string | null): IdleMinutes {
  const value = Number(raw);
  return (idleChoices as readonly number[]).includes(value) ? (value as IdleMinutes) : 0;
}

export const idleMinutes = (): IdleMinutes => parseIdleMinutes(read(local, IDLE_KEY));

export function setIdleMinutes(minutes: IdleMinutes): void {
  write(local, IDLE_KEY, String(minutes));
  notify();
}

export function useIdleMinutes(): IdleMinutes {
  return useSyncExternalStore(subscribe, idleMinutes);
}

export const lastActivity = (): number => Number(read(local, ACTIVITY_KEY)) || 0;

let lastWritten = 0;
/** Shares this tab's activity with the others, at most once a second (pointer moves come in floods). */
export function recordActivity(now: number): void {
  if (Math.abs(now - lastWritten) < 1000) return;
  lastWritten = now;
  write(local, ACTIVITY_KEY, String(now));
}

export const rememberShellPage = (path: string) => write(session, LAST_PAGE_KEY, path);
export const lastShellPage = () => read(session, LAST_PAGE_KEY);
