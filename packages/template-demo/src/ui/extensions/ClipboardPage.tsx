import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

type CopyState = 'idle' | 'copied' | 'refused';

/** Copies with the async Clipboard API; "Copied!" for two seconds, or a fallback message when refused. */
function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 2000);
    } catch {
      setState('refused');
    }
  };
  return { state, copy };
}

function Feedback({ state }: { state: CopyState }) {
  const { t } = useTranslation('uiExtensions');
  return (
    <p
      className={`small mt-2 mb-0 ${state === 'refused' ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
      aria-live="polite"
      role="status"
    >
      {state === 'copied' && t('clipboard.copied')}
      {state === 'refused' && t('clipboard.refused')}
    </p>
  );
}

const sample = `Sunrise Electronics
Rua Augusta 10, 1100-053 Lisbon
Open Monday to Saturday, 9:00–19:00`;

/** /extensions/clipboard: copy a field's value or a block of text with navigator.clipboard. */
export default function ClipboardPage() {
  const { t } = useTranslation('uiExtensions');
  const [link, setLink] = useState('https://vitrine.example/sunrise-electronics');
  const field = useCopy();
  const block = useCopy();
  return (
    <ShowcasePage pageId="extClipboard" description={t('clipboard.description')}>
      <ExampleGrid>
        <Example title={t('clipboard.fromInput')} description={t('clipboard.fromInputText')}>
          <Form.Label htmlFor="clip-input">{t('clipboard.shopLink')}</Form.Label>
          <InputGroup>
            <Form.Control id="clip-input" value={link} onChange={(e) => setLink(e.target.value)} dir="ltr" />
            <Button onClick={() => field.copy(link)}>
              {field.state === 'copied' ? (
                <Check size={16} aria-hidden className="me-1" />
              ) : (
                <Copy size={16} aria-hidden className="me-1" />
              )}
              {t('clipboard.copy')}
            </Button>
          </InputGroup>
          <Feedback state={field.state} />
        </Example>
        <Example title={t('clipboard.fromText')} description={t('clipboard.fromTextText')}>
          <pre className="p-3 rounded bg-body-tertiary mb-2 small" id="clip-text">
            {sample}
          </pre>
          <Button variant="outline-primary" onClick={() => block.copy(sample)} aria-describedby="clip-text">
            <Copy size={16} aria-hidden className="me-1" />
            {t('clipboard.copyAddress')}
          </Button>
          <Feedback state={block.state} />
        </Example>
        <Example title={t('clipboard.try')} description={t('clipboard.tryText')}>
          <Form.Group controlId="clip-paste">
            <Form.Label>{t('clipboard.pasteHere')}</Form.Label>
            <Form.Control as="textarea" rows={3} />
          </Form.Group>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
