import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../account/api/tokenStore';
import {
  idleMinutes,
  isLocked,
  LOCK_KEY,
  lockSession,
  parseIdleMinutes,
  sessionMark,
  setIdleMinutes,
  unlockSession,
} from './lockState';

describe('the lock state', () => {
  beforeEach(() => {
    localStorage.clear();
    tokenStore.set('header.payload.signature-of-session-one');
  });

  it('locks the current session and survives a reload (it is in storage)', () => {
    expect(isLocked()).toBe(false);
    lockSession();
    expect(isLocked()).toBe(true);
    expect(localStorage.getItem(LOCK_KEY)).toBe(sessionMark(tokenStore.get()));
    unlockSession();
    expect(isLocked()).toBe(false);
  });

  it('does not lock a new sign-in (another token), nor a signed-out browser', () => {
    lockSession();
    tokenStore.set('header.payload.signature-of-session-two');
    expect(isLocked()).toBe(false);
    tokenStore.clear();
    expect(isLocked()).toBe(false);
    lockSession();
    expect(localStorage.getItem(LOCK_KEY)).not.toBeNull(); // the first lock, untouched
  });

  it('keeps only the offered idle times; anything else is off', () => {
    expect(idleMinutes()).toBe(0);
    setIdleMinutes(5);
    expect(idleMinutes()).toBe(5);
    expect(parseIdleMinutes('15')).toBe(15);
    expect(parseIdleMinutes('2')).toBe(0);
    expect(parseIdleMinutes('abc')).toBe(0);
    expect(parseIdleMinutes(null)).toBe(0);
  });
});
