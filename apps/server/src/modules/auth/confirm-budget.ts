import { tooManyRequests } from '../../http/errors.js';
import type { LimiterFactory } from '../../http/rate-limit.js';

/** Wrong passwords of a signed-in user (lock screen, password change, e-mail change) per 15 minutes. */
export const PASSWORD_CONFIRM_FAILURES_PER_USER = 5;

/**
 * A signed-in user re-typing their password (unlock, password or e-mail change) spends one small
 * budget, so a stolen session or a locked screen left open cannot be brute-forced through any door.
 * Returns a runner: a wrong password (an error naming `password` or `current_password`) keeps its count.
 */
export function passwordConfirmBudget(limiter: LimiterFactory) {
  const failedConfirms = limiter('password-confirm', PASSWORD_CONFIRM_FAILURES_PER_USER, 15 * 60 * 1000);
  return async function withinConfirmBudget<T>(userId: number, check: () => Promise<T>): Promise<T> {
    const key = String(userId);
    if (!(await failedConfirms.reserve(key))) {
      throw tooManyRequests('Too many wrong passwords. Please wait 15 minutes or sign out.');
    }
    try {
      const result = await check();
      await failedConfirms.release(key);
      return result;
    } catch (error) {
      const wrong = (error as { errors?: Record<string, string> }).errors;
      const isWrongPassword = wrong && ('password' in wrong || 'current_password' in wrong);
      if (!isWrongPassword) await failedConfirms.release(key);
      throw error;
    }
  };
}

export type ConfirmBudget = ReturnType<typeof passwordConfirmBudget>;
