import type { TFunction } from 'i18next';
import type { DemoError } from '../../mock/api/demoApi';
import { calendarLabels, type EventLabel, eventLabels } from '../../mock/db/calendar';
import {
  END_BEFORE_START,
  END_INVALID,
  EVENT_NOT_FOUND,
  LABEL_UNKNOWN,
  START_INVALID,
  TITLE_REQUIRED,
} from '../../mock/handlers/calendar';
import type { CalendarEvent } from './calendarApi';

export { calendarLabels, eventLabels };

/** The Bootstrap colour of a label (Business primary, Personal danger, …). */
export const labelColor = (label: EventLabel): string =>
  calendarLabels.find((l) => l.label === label)?.color ?? 'secondary';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the mock keeps it: local time, ISO 8601 without an offset (`2026-03-05T09:30:00`). */
export function toLocalIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

/** `YYYY-MM-DD` of a local date-time string, `n` days on. */
export function shiftDay(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return toLocalIso(new Date(y, m - 1, d + n)).slice(0, 10);
}

/**
 * The mock keeps an all-day event's last day as its end; FullCalendar wants the day after it
 * (an exclusive end). Timed events pass as they are.
 */
export function toCalendarInput(event: CalendarEvent) {
  const color = labelColor(event.label);
  return {
    id: String(event.id),
    title: event.title,
    allDay: event.allDay,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? shiftDay(event.end, 1) : event.end,
    classNames: [`vt-cal-event-${color}`],
    extendedProps: { label: event.label },
  };
}

/** Where FullCalendar put an event after a drag or resize, in the mock's terms. */
export function fromCalendarDates(start: Date, end: Date | null, allDay: boolean): { start: string; end: string } {
  if (allDay) {
    const first = toLocalIso(start).slice(0, 10);
    const last = end ? shiftDay(toLocalIso(end), -1) : first;
    return { start: `${first}T00:00:00`, end: `${last < first ? first : last}T00:00:00` };
  }
  return { start: toLocalIso(start), end: toLocalIso(end ?? new Date(start.getTime() + 60 * 60 * 1000)) };
}

/** The mock's messages (English, as it writes them) in the current language. */
export function mockMessage(t: TFunction<'calendar'>, message: string): string {
  const known: Record<string, string> = {
    [TITLE_REQUIRED]: t('errors.title'),
    [END_BEFORE_START]: t('errors.endBeforeStart'),
    [LABEL_UNKNOWN]: t('errors.label'),
    [START_INVALID]: t('errors.start'),
    [END_INVALID]: t('errors.end'),
    [EVENT_NOT_FOUND]: t('errors.notFound'),
  };
  return known[message] ?? message;
}

/** A refused call split in its per-field messages and its overall one, translated. */
export function splitError(
  t: TFunction<'calendar'>,
  error: unknown,
): { fields: Record<string, string>; message: string | null } {
  const demo = error as Partial<DemoError> | undefined;
  if (demo?.error && typeof demo.error === 'object') {
    const fields = Object.fromEntries(Object.entries(demo.error).map(([k, v]) => [k, mockMessage(t, v)]));
    return { fields, message: null };
  }
  if (typeof demo?.error === 'string' && demo.status && demo.status >= 400 && demo.status < 500) {
    return { fields: {}, message: mockMessage(t, demo.error) };
  }
  return { fields: {}, message: t('errors.failed') };
}
