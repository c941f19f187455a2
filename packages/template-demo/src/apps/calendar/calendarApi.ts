import { demoApi } from '../../mock/api/demoApi';
import type { CalendarEvent } from '../../mock/db/calendar';

export type { CalendarEvent, EventLabel } from '../../mock/db/calendar';

/** An event as the panel sends it: without an id when it is new. */
export type EventDraft = Omit<CalendarEvent, 'id'> & { id?: number };

const LIST = { type: 'Event', id: 'LIST' } as const;

/** The calendar's calls to the in-browser mock, at the paths the spec spells. */
export const calendarApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    /** `calendars`: the labels to show, comma-separated (an empty string shows none). */
    getEvents: build.query<CalendarEvent[], { calendars: string }>({
      query: ({ calendars }) => ({ url: '/api/apps/calendar/events', params: { calendars } }),
      providesTags: (events = []) => [LIST, ...events.map((e) => ({ type: 'Event' as const, id: e.id }))],
    }),
    addEvent: build.mutation<CalendarEvent, EventDraft>({
      query: (event) => ({ url: '/api/apps/calendar/add-event', method: 'POST', body: { event } }),
      invalidatesTags: [LIST],
    }),
    updateEvent: build.mutation<CalendarEvent, CalendarEvent>({
      query: (event) => ({ url: '/api/apps/calendar/update-event', method: 'POST', body: { event } }),
      invalidatesTags: (_result, _error, event) => [LIST, { type: 'Event', id: event.id }],
    }),
    removeEvent: build.mutation<number, number>({
      query: (id) => ({ url: '/api/apps/calendar/remove-event', method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Event', id }],
    }),
  }),
});

export const { useGetEventsQuery, useAddEventMutation, useUpdateEventMutation, useRemoveEventMutation } = calendarApi;
