import { useLayoutEffect, useRef, useState } from 'react';
import { FloatingLabel, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import './forms.scss';

const MAX = 140;

/** /forms/elements/textarea: rows, a field that grows with its text, a counted field and a floating label. */
export default function TextareaPage() {
  const { t } = useTranslation('uiForms');
  const [bio, setBio] = useState('');
  const left = MAX - bio.length;
  return (
    <ShowcasePage pageId="formTextarea" description={t('textarea.description')}>
      <ExampleGrid>
        <Example title={t('textarea.rows')} description={t('textarea.rowsText')}>
          {[2, 4].map((rows) => (
            <Form.Group className="mb-3" controlId={`ta-rows-${rows}`} key={rows}>
              <Form.Label>{t('textarea.rowsLabel', { rows })}</Form.Label>
              <Form.Control as="textarea" rows={rows} />
            </Form.Group>
          ))}
          <Form.Group controlId="ta-disabled">
            <Form.Label>{t('input.disabled')}</Form.Label>
            <Form.Control as="textarea" rows={2} disabled defaultValue={t('textarea.disabledValue')} />
          </Form.Group>
        </Example>
        <Example title={t('textarea.autosize')} description={t('textarea.autosizeText')}>
          <AutosizeTextarea id="ta-auto" label={t('textarea.notes')} />
        </Example>
        <Example title={t('textarea.counter')} description={t('textarea.counterText')}>
          <Form.Group controlId="ta-bio">
            <Form.Label>{t('textarea.bio')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={MAX}
              value={bio}
              onChange={(e) => setBio(e.target.value)}
              aria-describedby="ta-bio-count"
            />
            <Form.Text
              id="ta-bio-count"
              className={`d-block text-end ${left < 10 ? 'text-danger-emphasis' : ''}`}
              aria-live="polite"
            >
              {t('textarea.remaining', { count: left, max: MAX })}
            </Form.Text>
          </Form.Group>
        </Example>
        <Example title={t('textarea.floating')} description={t('textarea.floatingText')}>
          <FloatingLabel controlId="ta-floating" label={t('textarea.comment')}>
            <Form.Control as="textarea" placeholder={t('textarea.comment')} style={{ height: '7rem' }} />
          </FloatingLabel>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}

/** Grows with its content: the height follows scrollHeight after every change. */
function AutosizeTextarea({ id, label }: { id: string; label: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || text === undefined) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [text]);
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={ref}
        as="textarea"
        rows={2}
        className="vt-autosize"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Form.Group>
  );
}
