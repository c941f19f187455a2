import { describe, expect, it } from 'vitest';
import { type CalendarDb, type CalendarEvent, calendarLabels, createCalendarDb, eventLabels } from '../db/calendar';
import {
  addEvent,
  END_BEFORE_START,
  END_INVALID,
  getEvents,
  LABEL_UNKNOWN,
  removeEvent,
  START_INVALID,
  TITLE_REQUIRED,
  updateEvent,
} from './calendar';

/** 14 March 2026, 10:00 local time. */
const NOW = new Date(2026, 2, 14, 10).getTime();
const fresh = () => createCalendarDb(NOW);
const eventsOf = (db: CalendarDb | undefined) => (db as CalendarDb).events;
const list = (db: CalendarDb, params?: Record<string, unknown>) => getEvents(db, { params }).body as CalendarEvent[];
const valid = { title: 'Stock delivery', start: '2026-03-20T09:00:00', end: '2026-03-20T10:00:00', label: 'Business' };

describe('calendar fake table', () => {
  it('has about 10 events with the spec fields, every label used', () => {
    const { events } = fresh();
    expect(events).toHaveLength(10);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(['allDay', 'end', 'id', 'label', 'selectable', 'start', 'title']);
      expect(eventLabels).toContain(event.label);
    }
    expect(new Set(events.map((e) => e.label))).toEqual(new Set(eventLabels));
    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('puts every event inside the month of now, its end not before its start', () => {
    for (const now of [NOW, new Date(2026, 1, 1).getTime(), new Date(2024, 1, 29, 23).getTime()]) {
      const month = new Date(now).getMonth();
      for (const event of createCalendarDb(now).events) {
        expect(new Date(event.start).getMonth()).toBe(month);
        expect(new Date(event.end).getMonth()).toBe(month);
        expect(Date.parse(event.end)).toBeGreaterThanOrEqual(Date.parse(event.start));
      }
    }
  });

  it('is the same for every moment of the month, and on every load', () => {
    const db = fresh();
    expect(createCalendarDb(NOW)).toEqual(db);
    expect(createCalendarDb(new Date(2026, 2, 1, 0, 0).getTime())).toEqual(db);
    expect(createCalendarDb(new Date(2026, 2, 31, 23, 59).getTime())).toEqual(db);
    expect(createCalendarDb(new Date(2026, 3, 1).getTime())).not.toEqual(db);
  });

  it('exports the labels with their colours', () => {
    expect(calendarLabels.map((l) => [l.label, l.color])).toEqual([
      ['Business', 'primary'],
      ['Personal', 'danger'],
      ['Family', 'warning'],
      ['Holiday', 'success'],
      ['ETC', 'info'],
    ]);
  });
});

describe('GET /api/apps/calendar/events', () => {
  it('answers every event without calendars', () => {
    const db = fresh();
    expect(list(db)).toEqual(db.events);
  });

  it('filters by a comma-separated list of labels', () => {
    const events = list(fresh(), { calendars: 'Business,Family' });
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.label))).toEqual(new Set(['Business', 'Family']));
    expect(events).toHaveLength(5);
  });

  it('filters by a list of labels', () => {
    const events = list(fresh(), { calendars: ['Holiday', 'ETC'] });
    expect(new Set(events.map((e) => e.label))).toEqual(new Set(['Holiday', 'ETC']));
    expect(events).toHaveLength(3);
  });

  it('answers nothing when no calendar is chosen', () => {
    expect(list(fresh(), { calendars: '' })).toEqual([]);
    expect(list(fresh(), { calendars: [] })).toEqual([]);
  });
});

describe('POST /api/apps/calendar/add-event', () => {
  it('answers 201 with the event, its id the highest plus 1', () => {
    const result = addEvent(fresh(), { data: { event: { ...valid, allDay: true } } });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ id: 11, ...valid, allDay: true, selectable: true });
    expect(eventsOf(result.db)).toHaveLength(11);
    expect(eventsOf(result.db)[10]).toEqual(result.body);
  });

  it('defaults the label to ETC and the end to the start', () => {
    const result = addEvent(fresh(), { data: { event: { title: 'Call', start: '2026-03-02T08:00:00' } } });
    expect(result.body).toMatchObject({ label: 'ETC', end: '2026-03-02T08:00:00', allDay: false });
  });

  it('answers 400 with a title error for a blank title', () => {
    expect(addEvent(fresh(), { data: { event: { ...valid, title: '  ' } } })).toEqual({
      status: 400,
      body: { error: { title: TITLE_REQUIRED } },
    });
  });

  it('answers 400 with an end error when the end is before the start', () => {
    expect(addEvent(fresh(), { data: { event: { ...valid, end: '2026-03-20T08:59:00' } } })).toEqual({
      status: 400,
      body: { error: { end: END_BEFORE_START } },
    });
  });

  it('answers 400 for an unknown label', () => {
    expect(addEvent(fresh(), { data: { event: { ...valid, label: 'Work' } } })).toEqual({
      status: 400,
      body: { error: { label: LABEL_UNKNOWN } },
    });
  });

  it('answers 400 for an unparsable start or end', () => {
    const db = fresh();
    expect(addEvent(db, { data: { event: { ...valid, start: 'soon' } } }).body).toEqual({
      error: { start: START_INVALID },
    });
    expect(addEvent(db, { data: { event: { ...valid, start: undefined } } }).body).toEqual({
      error: { start: START_INVALID },
    });
    expect(addEvent(db, { data: { event: { ...valid, end: 'later' } } }).body).toEqual({
      error: { end: END_INVALID },
    });
  });

  it('answers 400 with every error at once for garbage', () => {
    const result = addEvent(fresh(), { data: 'garbage' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { title: TITLE_REQUIRED, start: START_INVALID } });
  });
});

describe('POST /api/apps/calendar/update-event', () => {
  it('replaces the event with that id', () => {
    const db = fresh();
    const event = { ...db.events[2], title: 'Moved', start: '2026-03-25T10:00:00', end: '2026-03-25T11:00:00' };
    const result = updateEvent(db, { data: { event } });
    expect(result).toMatchObject({ status: 200, body: event });
    expect(eventsOf(result.db)[2]).toEqual(event);
    expect(eventsOf(result.db)).toHaveLength(10);
  });

  it('answers 404 for an unknown id and 400 for a missing one', () => {
    expect(updateEvent(fresh(), { data: { event: { ...valid, id: 99 } } })).toMatchObject({ status: 404 });
    expect(updateEvent(fresh(), { data: { event: valid } })).toMatchObject({ status: 400 });
  });

  it('checks the event like add-event', () => {
    const db = fresh();
    expect(updateEvent(db, { data: { event: { ...db.events[0], title: '' } } }).body).toEqual({
      error: { title: TITLE_REQUIRED },
    });
    expect(updateEvent(db, { data: { event: { ...valid, id: 1, end: '2026-03-19T00:00:00' } } }).body).toEqual({
      error: { end: END_BEFORE_START },
    });
  });
});

describe('POST /api/apps/calendar/remove-event', () => {
  it('removes the event and answers its id', () => {
    const result = removeEvent(fresh(), { data: { id: 4 } });
    expect(result).toMatchObject({ status: 200, body: 4 });
    expect(eventsOf(result.db).map((e) => e.id)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(removeEvent(fresh(), { data: { id: '5' } })).toMatchObject({ status: 200, body: 5 });
  });

  it('answers 404 for an unknown id and 400 for a missing one', () => {
    expect(removeEvent(fresh(), { data: { id: 77 } })).toMatchObject({ status: 404 });
    expect(removeEvent(fresh(), { data: { id: 'x' } })).toMatchObject({ status: 400 });
    expect(removeEvent(fresh(), {})).toMatchObject({ status: 400 });
  });
});

describe('calendar handlers are pure', () => {
  it('never change the database they are given', () => {
    const db = fresh();
    const before = structuredClone(db);
    list(db, { calendars: 'Family' });
    addEvent(db, { data: { event: valid } });
    updateEvent(db, { data: { event: { ...db.events[0], title: 'Changed' } } });
    removeEvent(db, { data: { id: 1 } });
    expect(db).toEqual(before);
  });
});
