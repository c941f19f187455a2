export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The launch moment has come. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `target` (all zero once it has passed). */
export function timeLeft(now: number, target: number): TimeLeft {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/**
 * The demo's launch date: midnight (local time) on the first day of the month after next, so
 * the countdown always has weeks to run whenever the demo is opened.
 */
export function demoLaunchDate(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() + 2, 1);
}

export type EmailProblem = 'required' | 'invalid';

/** The notify form's rule: an address is needed, and it must look like one (name@domain.tld). */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : 'invalid';
}
