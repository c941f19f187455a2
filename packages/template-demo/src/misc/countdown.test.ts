import { describe, expect, it } from 'vitest';
import { demoLaunchDate, emailProblem, timeLeft } from './countdown';

describe('the coming-soon countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 23, 10, 0, 0);
    const target = now + ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 + 999;
    expect(timeLeft(now, target)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false });
  });

  it('stops at zero once the launch has passed', () => {
    expect(timeLeft(2000, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(timeLeft(1000, 1000).done).toBe(true);
  });

  it('launches on the first of the month after next, at midnight', () => {
    expect(demoLaunchDate(new Date(2026, 10, 23, 15, 30))).toEqual(new Date(2027, 0, 1));
    expect(demoLaunchDate(new Date(2026, 0, 31))).toEqual(new Date(2026, 2, 1));
  });
});

describe('the notify form’s e-mail rule', () => {
  it('needs an address', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('refuses what is not an address', () => {
    for (const value of ['asha', 'asha@', '@shop.example', 'asha@shop', 'a sha@shop.example']) {
      expect(emailProblem(value), value).toBe('invalid');
    }
  });

  it('accepts an address, spaces around it ignored', () => {
    expect(emailProblem(' asha@sunrise.example ')).toBeNull();
  });
});
