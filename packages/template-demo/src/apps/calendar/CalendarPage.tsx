import type { EventClickArg, EventDropArg } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { LoadError, Loading } from '@vitrine/web/components/ui';
import { useAppSelector } from '@vitrine/web/store';
import { selectCustomizer } from '@vitrine/web/template/customizer/customizerSlice';
import { useMediaQuery } from '@vitrine/web/template/useMediaQuery';
import { CalendarPlus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { type EventLabel, useGetEventsQuery, useUpdateEventMutation } from './calendarApi';
import {
  calendarLabels,
  eventLabels,
  fromCalendarDates,
  splitError,
  toCalendarInput,
  toLocalIso,
} from './calendarShared';
import { EventPanel, type EventTarget } from './EventPanel';
import './calendar.scss';

const fcLocales = { de: deLocale, fr: frLocale, pt: ptLocale } as const;

/**
 * The calendar app: FullCalendar (month, week and day) over the demo mock, events coloured by
 * label, a legend that filters the labels shown, a side panel to add or edit an event, and drag
 * and drop to move one. Its own texts follow the language, its layout the direction.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const direction = useAppSelector(selectCustomizer).direction;
  const wide = useMediaQuery('(min-width: 992px)');
  const [shown, setShown] = useState<readonly EventLabel[]>(eventLabels);
  const [panel, setPanel] = useState<EventTarget | null>(null);
  const [view, setView] = useState('dayGridMonth');
  const calendarRef = useRef<FullCalendar>(null);
  const events = useGetEventsQuery({ calendars: shown.join(',') });
  const [updateEvent] = useUpdateEventMutation();
  const sectionRef = useRef<HTMLElement>(null);
  const ready = !events.isLoading && !events.isError;

  // FullCalendar's markup, mended for assistive technology as each view draws it:
  // - its chevrons are unlabelled role="img" spans inside buttons already named by their title
  //   ("Previous month"): the icons are hidden;
  // - a week's or day's columns (grid cells) are mouse-only, and in a week without events the
  //   scrolling grid held nothing a keyboard could reach or scroll: each column takes focus, named
  //   by its date as its header is, and Enter adds an event that day (`onKeyDown` below).
  useEffect(() => {
    const root = sectionRef.current;
    if (!ready || !root) return;
    const mend = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
      // Named from its header each time: a column FullCalendar keeps for another date gets the new name.
      for (const column of root.querySelectorAll<HTMLElement>('td.fc-timegrid-col[role="gridcell"][data-date]')) {
        const header = root.querySelector(`th[data-date="${column.dataset.date}"] [aria-label]`);
        const name = header?.getAttribute('aria-label') ?? column.dataset.date ?? '';
        if (column.tabIndex !== 0) column.tabIndex = 0;
        if (column.getAttribute('aria-label') !== name) column.setAttribute('aria-label', name);
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ready]);

  const inputs = useMemo(() => (events.data ?? []).map(toCalendarInput), [events.data]);
  const language = i18n.language.slice(0, 2);
  const locale = language in fcLocales ? fcLocales[language as keyof typeof fcLocales] : 'en';

  // A week or day opens at 8 in the morning, once it has its fixed height to scroll in.
  useEffect(() => {
    if (!view.startsWith('timeGrid')) return;
    const frame = requestAnimationFrame(() => calendarRef.current?.getApi().scrollToTime('08:00:00'));
    return () => cancelAnimationFrame(frame);
  }, [view]);

  const openNew = (date: Date, allDay: boolean) => {
    const start = allDay ? `${toLocalIso(date).slice(0, 10)}T00:00:00` : toLocalIso(date);
    const end = allDay ? start : toLocalIso(new Date(date.getTime() + 60 * 60 * 1000));
    setPanel({ mode: 'new', start, end, allDay });
  };
  /** Enter or Space on a week's or day's column (made focusable above): a new event that day at 9. */
  const addOnKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const column = event.target instanceof HTMLElement ? event.target : null;
    const date = column?.matches('td.fc-timegrid-col[data-date]') ? column.dataset.date : undefined;
    if (!date) return;
    event.preventDefault();
    const [year, month, day] = date.split('-').map(Number);
    openNew(new Date(year, month - 1, day, 9), false);
  };
  const openToday = () => {
    const today = new Date();
    today.setHours(9, 0, 0, 0);
    openNew(today, false);
  };
  const openEdit = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const event = events.data?.find((e) => String(e.id) === info.event.id);
    if (event) setPanel({ mode: 'edit', event });
  };
  const move = async (info: EventDropArg | EventResizeDoneArg) => {
    const event = events.data?.find((e) => String(e.id) === info.event.id);
    if (!event || !info.event.start) return info.revert();
    const dates = fromCalendarDates(info.event.start, info.event.end, info.event.allDay);
    const result = await updateEvent({ ...event, ...dates, allDay: info.event.allDay });
    if (result.error) {
      info.revert();
      toast.error(splitError(t, result.error).message ?? t('errors.moveFailed'));
    } else {
      toast.success(t('toasts.moved'));
    }
  };
  const toggle = (label: EventLabel, on: boolean) =>
    setShown((current) => eventLabels.filter((l) => (l === label ? on : current.includes(l))));

  const allShown = shown.length === eventLabels.length;
  return (
    <div className="vt-calendar-app vt-demo-app">
      <DemoPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="primary" size="sm" onClick={openToday} data-testid="calendar-add">
            <CalendarPlus size={14} className="me-1" aria-hidden />
            {t('add')}
          </Button>
        }
      />
      <div className="vt-calendar row g-4">
        <div className="col-lg-3">
          <Card as="aside" aria-labelledby="calendar-legend-title">
            <Card.Body>
              <h2 id="calendar-legend-title" className="h6 text-body-secondary text-uppercase small mb-3">
                {t('legend.heading')}
              </h2>
              <div className="vt-cal-legend" data-testid="calendar-legend">
                <ViewAll
                  checked={allShown}
                  indeterminate={!allShown && shown.length > 0}
                  label={t('legend.viewAll')}
                  onChange={(on) => setShown(on ? eventLabels : [])}
                />
                {calendarLabels.map(({ label, color }) => (
                  <Form.Check
                    key={label}
                    id={`calendar-filter-${label}`}
                    className={`vt-cal-check vt-cal-check-${color}`}
                    checked={shown.includes(label)}
                    onChange={(e) => toggle(label, e.target.checked)}
                    label={
                      <span className="d-inline-flex align-items-center gap-2">
                        <span className={`vt-cal-dot bg-${color}`} aria-hidden />
                        {t(`labels.${label}`)}
                      </span>
                    }
                  />
                ))}
              </div>
            </Card.Body>
          </Card>
        </div>
        <div className="col-lg-9">
          <Card>
            <Card.Body className="vt-cal-body">
              {events.isLoading && <Loading />}
              {events.isError && !events.isFetching && (
                <LoadError message={t('errors.loadFailed')} onRetry={() => events.refetch()} />
              )}
              {ready && (
                <section ref={sectionRef} aria-label={t('calendarLabel')} data-testid="calendar" onKeyDown={addOnKey}>
                  <FullCalendar
                    plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
                    initialView="dayGridMonth"
                    headerToolbar={{
                      start: 'prev,next today',
                      center: 'title',
                      end: 'dayGridMonth,timeGridWeek,timeGridDay',
                    }}
                    buttonText={{
                      today: t('views.today'),
                      month: t('views.month'),
                      week: t('views.week'),
                      day: t('views.day'),
                    }}
                    locale={locale}
                    direction={direction}
                    events={inputs}
                    editable
                    eventInteractive
                    eventDisplay="block"
                    dayMaxEvents={false}
                    nowIndicator
                    ref={calendarRef}
                    // The month grows with its weeks; week and day scroll inside a fixed height.
                    height={view.startsWith('timeGrid') ? (wide ? 720 : 560) : 'auto'}
                    // On a phone the month's cells are too narrow for times.
                    views={{
                      dayGridMonth: { displayEventTime: wide },
                      timeGridWeek: wide ? {} : { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } },
                    }}
                    datesSet={(arg) => setView(arg.view.type)}
                    dateClick={(info: DateClickArg) => openNew(info.date, info.allDay)}
                    eventClick={openEdit}
                    eventDrop={move}
                    eventResize={move}
                  />
                </section>
              )}
            </Card.Body>
          </Card>
        </div>
      </div>
      <EventPanel target={panel} onHide={() => setPanel(null)} />
    </div>
  );
}

/** "View all": checked when every label shows, mixed when some do. */
function ViewAll({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Form.Check
      ref={ref}
      id="calendar-filter-all"
      className="vt-cal-check fw-semibold"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label={label}
    />
  );
}
