import { seeded } from './random';

/** The calendar's labels ("calendars") and their colours, in the sidebar's order. */
export const calendarLabels = [
  { label: 'Business', color: 'primary' },
  { label: 'Personal', color: 'danger' },
  { label: 'Family', color: 'warning' },
  { label: 'Holiday', color: 'success' },
  { label: 'ETC', color: 'info' },
] as const;
export type EventLabel = (typeof calendarLabels)[number]['label'];
export const eventLabels: readonly EventLabel[] = calendarLabels.map((l) => l.label);

/**
 * A calendar event (spec section 3): id, title, start, end, label, allDay, selectable.
 * `start` and `end` are ISO 8601 date-times; the generated ones carry no offset
 * (`2026-03-05T09:30:00`), so they read as local time and land on the same day in every time zone.
 */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  label: EventLabel;
  allDay: boolean;
  selectable: boolean;
}
export interface CalendarDb {
  events: CalendarEvent[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date-time as an ISO 8601 string without an offset; `month` counts from 0, as Date does. */
export const localIso = (year: number, month: number, day: number, hour = 0, minute = 0): string =>
  `${year}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;

/** What the month's events are made of: title, label and whether it takes whole days. */
const plan: readonly [title: string, label: EventLabel, allDay: boolean][] = [
  ['Supplier meeting', 'Business', false],
  ['Quarterly stock count', 'Business', true],
  ['Catalogue design review', 'Business', false],
  ['Dentist appointment', 'Personal', false],
  ['Evening yoga class', 'Personal', false],
  ['Family dinner', 'Family', false],
  ['School play', 'Family', false],
  ['Shop closed: public holiday', 'Holiday', true],
  ['Long weekend away', 'Holiday', true],
  ['Photo shoot for new products', 'ETC', false],
];

/**
 * About 10 events inside the (local) month of `now`, ordered by start: the same for every `now`
 * in that month, and on every load.
 */
export function createCalendarDb(now: number): CalendarDb {
  const date = new Date(now);
  const year = date.getFullYear();
  const month = date.getMonth();
  const days = new Date(year, month + 1, 0).getDate();
  const random = seeded(0xca1e0000 + year * 12 + month);
  const events = plan.map(([title, label, allDay]) => {
    if (allDay) {
      const span = random.int(1, 3);
      const first = random.int(1, days - span + 1);
      return {
        title,
        label,
        allDay,
        start: localIso(year, month, first),
        end: localIso(year, month, first + span - 1),
      };
    }
    const day = random.int(1, days);
    const hour = random.int(8, 17);
    const minute = random.pick([0, 30]);
    return {
      title,
      label,
      allDay,
      start: localIso(year, month, day, hour, minute),
      end: localIso(year, month, day, hour + random.int(1, 2), minute),
    };
  });
  return {
    events: events
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((e, i) => ({
        id: i + 1,
        title: e.title,
        start: e.start,
        end: e.end,
        label: e.label,
        allDay: e.allDay,
        selectable: true,
      })),
  };
}
