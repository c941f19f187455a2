const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** A message's hour and minute. */
export const clockTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A last message's time in the list: the hour today, else the day. */
export function shortTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return clockTime(iso, language);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

/** A day's heading in a thread: the full date. */
export const dayHeading = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(new Date(iso));

export const isSameDay = (a: string, b: string) => sameDay(new Date(a), new Date(b));
