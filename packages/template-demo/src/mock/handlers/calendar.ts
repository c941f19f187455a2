import { type CalendarDb, type CalendarEvent, type EventLabel, eventLabels } from '../db/calendar';
import type { MockHandler, MockResult } from './types';

export const TITLE_REQUIRED = 'Please enter a title.';
export const END_BEFORE_START = 'The end must not be before the start.';
export const LABEL_UNKNOWN = `Choose a label: ${eventLabels.join(', ')}.`;
export const START_INVALID = 'Enter a valid start date.';
export const END_INVALID = 'Enter a valid end date.';
export const EVENT_NOT_FOUND = 'No such event.';

/** The label an event gets when none is sent. */
export const DEFAULT_LABEL: EventLabel = 'ETC';

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

const blank = (value: unknown) => value === undefined || value === null || value === '';
const dateOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && !Number.isNaN(Date.parse(value.trim())) ? value.trim() : null;

/**
 * An event as the sidebar sends it, checked field by field: a non-blank title, a known label
 * (ETC when none; any case), a parsable start, a parsable end not before it (the start when none).
 */
function eventFrom(raw: unknown, id: number): CalendarEvent | Record<string, string> {
  const obj = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const title = typeof obj.title === 'string' ? obj.title.trim() : '';
  if (!title) errors.title = TITLE_REQUIRED;
  const label = blank(obj.label)
    ? DEFAULT_LABEL
    : eventLabels.find((l) => typeof obj.label === 'string' && l.toLowerCase() === obj.label.trim().toLowerCase());
  if (!label) errors.label = LABEL_UNKNOWN;
  const start = dateOf(obj.start);
  if (!start) errors.start = START_INVALID;
  const end = blank(obj.end) ? start : dateOf(obj.end);
  if (!blank(obj.end) && !end) errors.end = END_INVALID;
  else if (start && end && Date.parse(end) < Date.parse(start)) errors.end = END_BEFORE_START;
  if (Object.keys(errors).length || !label || !start || !end) return errors;
  return { id, title, start, end, label, allDay: obj.allDay === true, selectable: obj.selectable !== false };
}

const isEvent = (value: CalendarEvent | Record<string, string>): value is CalendarEvent => 'id' in value;

/** The labels a `calendars` query asks for (comma-separated or a list), or null for every label. */
function wantedLabels(calendars: unknown): Set<string> | null {
  if (calendars === undefined || calendars === null) return null;
  const list = Array.isArray(calendars) ? calendars : String(calendars).split(',');
  return new Set(list.map((l) => String(l).trim().toLowerCase()));
}

/** GET /api/apps/calendar/events {calendars} → the events whose label is listed; all without the query. */
export const getEvents: MockHandler<CalendarDb> = (db, { params }) => {
  const wanted = wantedLabels(params?.calendars);
  return { status: 200, body: wanted ? db.events.filter((e) => wanted.has(e.label.toLowerCase())) : db.events };
};

/** POST /api/apps/calendar/add-event {event} → 201 with the event, its id the highest plus 1. */
export const addEvent: MockHandler<CalendarDb> = (db, { data }) => {
  const id = Math.max(0, ...db.events.map((e) => e.id)) + 1;
  const event = eventFrom((data as { event?: unknown } | undefined)?.event, id);
  if (!isEvent(event)) return fail(400, event);
  return { status: 201, body: event, db: { ...db, events: [...db.events, event] } };
};

/** POST /api/apps/calendar/update-event {event}: replaces the event with that id. */
export const updateEvent: MockHandler<CalendarDb> = (db, { data }) => {
  const raw = (data as { event?: { id?: unknown } } | undefined)?.event;
  const id = positiveInt(raw?.id);
  if (!id) return fail(400, { id: 'Which event? Its id is missing.' });
  if (!db.events.some((e) => e.id === id)) return fail(404, EVENT_NOT_FOUND);
  const event = eventFrom(raw, id);
  if (!isEvent(event)) return fail(400, event);
  return { status: 200, body: event, db: { ...db, events: db.events.map((e) => (e.id === id ? event : e)) } };
};

/** POST /api/apps/calendar/remove-event {id}: removes the event, answering its id. */
export const removeEvent: MockHandler<CalendarDb> = (db, { data }) => {
  const id = positiveInt((data as { id?: unknown } | undefined)?.id);
  if (!id) return fail(400, { id: 'Which event? Its id is missing.' });
  if (!db.events.some((e) => e.id === id)) return fail(404, EVENT_NOT_FOUND);
  return { status: 200, body: id, db: { ...db, events: db.events.filter((e) => e.id !== id) } };
};
