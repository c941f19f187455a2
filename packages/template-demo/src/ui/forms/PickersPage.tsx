import 'react-day-picker/style.css';
import { CalendarDays } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, Col, Form, InputGroup, Overlay, Popover, Row } from 'react-bootstrap';
import { type DateRange, DayPicker, type Matcher } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { useDocumentDir } from '../shared/useDocumentDir';
import { dayPickerLocale } from './parts/dayPickerLocale';
import './pickers.scss';

/** A date in the page's language, e.g. "23 November 2026"; "—" when none. */
function useDateText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (date?: Date) => (date ? format.format(date) : '—');
}

/** /forms/elements/pickers: react-day-picker in a popover and inline, in the app's language; native time inputs. */
export default function PickersPage() {
  const { t } = useTranslation('uiForms');
  const dateText = useDateText();
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const [range, setRange] = useState<DateRange | undefined>();
  const [time, setTime] = useState('09:30');
  const [dateTime, setDateTime] = useState('');
  return (
    <ShowcasePage pageId="formPickers" description={t('pickers.description')}>
      <ExampleGrid>
        <Example title={t('pickers.single')} description={t('pickers.singleText')}>
          <DateField id="pick-single" label={t('pickers.deliveryDate')} testId="picked-single" />
        </Example>
        <Example title={t('pickers.disabledDays')} description={t('pickers.disabledDaysText')}>
          <DateField
            id="pick-weekday"
            label={t('pickers.appointment')}
            disabled={[{ before: today }, { dayOfWeek: [0, 6] }]}
            testId="picked-weekday"
          />
        </Example>
        <Example title={t('pickers.range')} description={t('pickers.rangeText')}>
          <Calendar mode="range" selected={range} onSelect={setRange} />
          <p className="small mb-0" aria-live="polite" data-testid="picked-range">
            {t('pickers.from')}: <strong>{dateText(range?.from)}</strong> · {t('pickers.to')}:{' '}
            <strong>{dateText(range?.to)}</strong>
          </p>
        </Example>
        <Example title={t('pickers.time')} description={t('pickers.timeText')}>
          <Row className="g-3">
            <Col sm={6}>
              <Form.Group controlId="pick-time">
                <Form.Label>{t('pickers.timeLabel')}</Form.Label>
                <Form.Control type="time" value={time} onChange={(e) => setTime(e.target.value)} step={900} />
              </Form.Group>
              <p className="small mt-2 mb-0" aria-live="polite">
                {t('pickers.chosen')}: <strong>{time || '—'}</strong>
              </p>
            </Col>
            <Col sm={6}>
              <Form.Group controlId="pick-datetime">
                <Form.Label>{t('pickers.dateTimeLabel')}</Form.Label>
                <Form.Control type="datetime-local" value={dateTime} onChange={(e) => setDateTime(e.target.value)} />
              </Form.Group>
              <p className="small mt-2 mb-0" aria-live="polite">
                {t('pickers.chosen')}: <strong>{dateTime ? dateText(new Date(dateTime)) : '—'}</strong>
                {dateTime && ` ${dateTime.slice(11)}`}
              </p>
            </Col>
          </Row>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}

/** DayPicker in the app's language and direction. */
function Calendar(props: React.ComponentProps<typeof DayPicker>) {
  const { i18n } = useTranslation();
  const dir = useDocumentDir();
  return <DayPicker locale={dayPickerLocale(i18n.language)} dir={dir} className="vt-day-picker" {...props} />;
}

/** A read-only date field with a calendar button that opens the picker in a popover next to it. */
function DateField({
  id,
  label,
  disabled,
  testId,
}: {
  id: string;
  label: string;
  disabled?: Matcher[];
  testId: string;
}) {
  const { t } = useTranslation('uiForms');
  const dateText = useDateText();
  const [date, setDate] = useState<Date | undefined>();
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  return (
    <>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup ref={target}>
        <Form.Control
          id={id}
          readOnly
          value={date ? dateText(date) : ''}
          placeholder={t('pickers.noDate')}
          onClick={() => setOpen(true)}
        />
        <Button
          variant="outline-secondary"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={t('pickers.open', { label })}
        >
          <CalendarDays size={16} aria-hidden />
        </Button>
      </InputGroup>
      <Overlay target={target.current} show={open} placement="bottom-start" rootClose onHide={() => setOpen(false)}>
        <Popover id={`${id}-popover`} className="vt-picker-popover" aria-label={label}>
          <Popover.Body className="p-2">
            <Calendar
              mode="single"
              selected={date}
              defaultMonth={date}
              disabled={disabled}
              autoFocus
              onSelect={(picked) => {
                setDate(picked);
                setOpen(false);
              }}
            />
          </Popover.Body>
        </Popover>
      </Overlay>
      <p className="small mt-2 mb-0" aria-live="polite">
        {t('pickers.chosen')}: <strong data-testid={testId}>{dateText(date)}</strong>
      </p>
    </>
  );
}
