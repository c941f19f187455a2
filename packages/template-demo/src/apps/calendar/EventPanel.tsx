import { Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Form, Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PanelFooter } from '../shared/PanelFooter';
import {
  type CalendarEvent,
  type EventLabel,
  useAddEventMutation,
  useRemoveEventMutation,
  useUpdateEventMutation,
} from './calendarApi';
import { eventLabels, labelColor, splitError } from './calendarShared';

/** What the panel opens on: a new event from a day (or the button), or an event to edit. */
export type EventTarget =
  | { mode: 'new'; start: string; end: string; allDay: boolean }
  | { mode: 'edit'; event: CalendarEvent };

/** The mock's local date-time as a date or datetime-local input's value. */
const toInput = (iso: string, allDay: boolean) => (allDay ? iso.slice(0, 10) : iso.slice(0, 16));
/** An input's value back as the mock's local date-time (blank stays blank, for the mock to refuse). */
const fromInput = (value: string, allDay: boolean) => {
  if (!value) return '';
  if (allDay) return `${value.slice(0, 10)}T00:00:00`;
  return value.length === 16 ? `${value}:00` : value;
};

/**
 * The side panel that adds an event or edits one (title, label, all-day, start, end) and deletes
 * it. The mock's field errors (such as an end before the start) show next to their field.
 */
export function EventPanel({ target, onHide }: { target: EventTarget | null; onHide: () => void }) {
  // The last target stays rendered while the panel slides out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <Offcanvas show={!!target} onHide={onHide} placement="end" aria-labelledby="event-panel-title">
      {shown && <EventForm key={shown.mode === 'edit' ? shown.event.id : 'new'} target={shown} onDone={onHide} />}
    </Offcanvas>
  );
}

function EventForm({ target, onDone }: { target: EventTarget; onDone: () => void }) {
  const { t } = useTranslation('calendar');
  const editing = target.mode === 'edit' ? target.event : null;
  const initial = editing ?? { title: '', label: eventLabels[0], ...(target.mode === 'new' ? target : {}) };
  const [title, setTitle] = useState(initial.title ?? '');
  const [label, setLabel] = useState<EventLabel>(initial.label ?? eventLabels[0]);
  const [allDay, setAllDay] = useState(!!initial.allDay);
  const [start, setStart] = useState(toInput(initial.start ?? '', !!initial.allDay));
  const [end, setEnd] = useState(toInput(initial.end ?? '', !!initial.allDay));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [addEvent, adding] = useAddEventMutation();
  const [updateEvent, saving] = useUpdateEventMutation();
  const [removeEvent, removing] = useRemoveEventMutation();
  const titleRef = useRef<HTMLInputElement>(null);
  const busy = adding.isLoading || saving.isLoading || removing.isLoading;

  const clear = (key: string) => {
    if (fields[key]) setFields(({ [key]: _gone, ...rest }) => rest);
  };
  const changeAllDay = (on: boolean) => {
    setAllDay(on);
    // A date keeps its day; a day gets working hours.
    setStart((v) => (on ? v.slice(0, 10) : v ? `${v.slice(0, 10)}T09:00` : v));
    setEnd((v) => (on ? v.slice(0, 10) : v ? `${v.slice(0, 10)}T10:00` : v));
  };

  const fail = (error: unknown) => {
    const split = splitError(t, error);
    setFields(split.fields);
    setMessage(split.message);
    if (split.fields.title) titleRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const draft = {
      title,
      label,
      allDay,
      start: fromInput(start, allDay),
      end: fromInput(end, allDay),
      selectable: editing?.selectable ?? true,
    };
    const result = editing ? await updateEvent({ ...draft, id: editing.id }) : await addEvent(draft);
    if (result.error) return fail(result.error);
    toast.success(editing ? t('toasts.saved') : t('toasts.added'));
    onDone();
  };

  const remove = async () => {
    if (!editing) return;
    const result = await removeEvent(editing.id);
    if (result.error) return fail(result.error);
    toast.info(t('toasts.deleted'));
    onDone();
  };

  const inputType = allDay ? 'date' : 'datetime-local';
  return (
    <>
      <Offcanvas.Header closeButton closeLabel={t('panel.close')} className="border-bottom">
        <Offcanvas.Title id="event-panel-title" as="h2" className="h5 mb-0">
          {editing ? t('panel.editTitle') : t('panel.newTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={submit} data-testid="event-form">
          {message && (
            <Alert variant="danger" data-testid="event-error">
              {message}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="event-title">
            <Form.Label>{t('panel.title')}</Form.Label>
            <Form.Control
              ref={titleRef}
              value={title}
              maxLength={200}
              onChange={(e) => {
                setTitle(e.target.value);
                clear('title');
              }}
              isInvalid={!!fields.title}
              aria-invalid={!!fields.title}
              aria-describedby={fields.title ? 'event-title-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="event-title-error">
              {fields.title}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="event-label">
            <Form.Label>{t('panel.label')}</Form.Label>
            <div className="d-flex align-items-center gap-2">
              <span className={`vt-cal-dot bg-${labelColor(label)}`} aria-hidden />
              <Form.Select
                value={label}
                onChange={(e) => {
                  setLabel(e.target.value as EventLabel);
                  clear('label');
                }}
                isInvalid={!!fields.label}
                aria-invalid={!!fields.label}
                aria-describedby={fields.label ? 'event-label-error' : undefined}
              >
                {eventLabels.map((l) => (
                  <option key={l} value={l}>
                    {t(`labels.${l}`)}
                  </option>
                ))}
              </Form.Select>
            </div>
            {fields.label && (
              <div className="invalid-feedback d-block" id="event-label-error">
                {fields.label}
              </div>
            )}
          </Form.Group>
          <Form.Check
            type="switch"
            id="event-all-day"
            className="mb-3"
            label={t('panel.allDay')}
            checked={allDay}
            onChange={(e) => changeAllDay(e.target.checked)}
          />
          <Form.Group className="mb-3" controlId="event-start">
            <Form.Label>{t('panel.start')}</Form.Label>
            <Form.Control
              type={inputType}
              value={start}
              onChange={(e) => {
                setStart(e.target.value);
                clear('start');
                clear('end');
              }}
              isInvalid={!!fields.start}
              aria-invalid={!!fields.start}
              aria-describedby={fields.start ? 'event-start-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="event-start-error">
              {fields.start}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-4" controlId="event-end">
            <Form.Label>{t('panel.end')}</Form.Label>
            <Form.Control
              type={inputType}
              value={end}
              onChange={(e) => {
                setEnd(e.target.value);
                clear('end');
              }}
              isInvalid={!!fields.end}
              aria-invalid={!!fields.end}
              aria-describedby={fields.end ? 'event-end-error' : undefined}
            />
            <Form.Control.Feedback type="invalid" id="event-end-error">
              {fields.end}
            </Form.Control.Feedback>
          </Form.Group>
          <PanelFooter
            busy={busy}
            labels={{ cancel: t('panel.cancel'), submit: editing ? t('panel.save') : t('panel.add') }}
            onCancel={onDone}
            saveTestId="event-save"
          >
            {editing && (
              <Button
                variant="outline-danger"
                className="vt-btn-danger-quiet"
                onClick={remove}
                disabled={busy}
                data-testid="event-delete"
              >
                <Trash2 size={16} className="me-1" aria-hidden />
                {t('panel.delete')}
              </Button>
            )}
          </PanelFooter>
        </Form>
      </Offcanvas.Body>
    </>
  );
}
