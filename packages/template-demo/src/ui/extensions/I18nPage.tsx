import { i18next } from '@vitrine/web/i18n';
import { type LanguageCode, languages } from '@vitrine/web/i18n/languages';
import { useEffect, useState } from 'react';
import { Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';

const NS = 'uiExtensions';
const codes = languages.map((l) => l.code);

/** Loads this page's strings in all four languages (the app normally loads only the current one). */
function useAllLanguages() {
  const [ready, setReady] = useState(() => codes.every((c) => i18next.hasResourceBundle(c, NS)));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    i18next
      .loadLanguages(codes)
      .then(() => i18next.loadNamespaces(NS))
      .then(() => live && setReady(codes.every((c) => i18next.hasResourceBundle(c, NS))))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return { ready, failed };
}

/** /extensions/i18n: the same strings in the four languages side by side, with interpolation and plurals. */
export default function I18nPage() {
  const { t } = useTranslation(NS);
  const { ready, failed } = useAllLanguages();
  const [name, setName] = useState('Ana');
  const [count, setCount] = useState(3);
  const [preview, setPreview] = useState<LanguageCode>('de');
  const fixed = (lang: LanguageCode) => i18next.getFixedT(lang, NS);
  const when = new Date(2026, 4, 17, 14, 30);

  const samples = (lang: LanguageCode) => {
    const tl = fixed(lang);
    return [
      { key: 'greeting', text: tl('i18n.samples.greeting', { name }) },
      { key: 'messages', text: tl('i18n.samples.messages', { count }) },
      { key: 'cart', text: tl('i18n.samples.cart') },
      { key: 'date', text: new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).format(when) },
      { key: 'price', text: new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(1234.5) },
    ];
  };

  return (
    <ShowcasePage pageId="extI18n" description={t('i18n.description')}>
      <Example title={t('i18n.inputs')} description={t('i18n.inputsText')}>
        <Row className="g-3">
          <Col sm={6}>
            <Form.Group controlId="i18n-name">
              <Form.Label>{t('i18n.name')}</Form.Label>
              <Form.Control value={name} onChange={(e) => setName(e.target.value)} />
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId="i18n-count">
              <Form.Label>{t('i18n.count', { count })}</Form.Label>
              <Form.Range min={0} max={10} value={count} onChange={(e) => setCount(Number(e.target.value))} />
            </Form.Group>
          </Col>
        </Row>
      </Example>
      <Example title={t('i18n.sideBySide')} description={t('i18n.sideBySideText')}>
        {failed && <p className="text-danger-emphasis">{t('i18n.failed')}</p>}
        {!ready && !failed && (
          <span className="d-inline-flex align-items-center gap-2">
            <Spinner size="sm" aria-hidden /> {t('i18n.loading')}
          </span>
        )}
        {ready && (
          <Row className="g-3" data-testid="i18n-columns">
            {languages.map((l) => (
              <Col key={l.code} sm={6} xl={3}>
                <section lang={l.code} dir={l.dir} className="h-100 p-3 border rounded" aria-label={l.label}>
                  <h3 className="h6">{l.label}</h3>
                  <ul className="list-unstyled small mb-0 d-grid gap-2">
                    {samples(l.code).map((s) => (
                      <li key={s.key}>{s.text}</li>
                    ))}
                  </ul>
                </section>
              </Col>
            ))}
          </Row>
        )}
      </Example>
      <Example title={t('i18n.switch')} description={t('i18n.switchText')}>
        <Form.Group controlId="i18n-preview" className="mb-3" style={{ maxWidth: '16rem' }}>
          <Form.Label>{t('i18n.previewLanguage')}</Form.Label>
          <Form.Select value={preview} onChange={(e) => setPreview(e.target.value as LanguageCode)}>
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {ready && (
          <blockquote
            lang={preview}
            className="border-start border-4 ps-3 mb-0"
            aria-live="polite"
            data-testid="i18n-preview"
          >
            <p className="mb-1">{fixed(preview)('i18n.samples.greeting', { name })}</p>
            <p className="mb-0">{fixed(preview)('i18n.samples.messages', { count })}</p>
          </blockquote>
        )}
      </Example>
    </ShowcasePage>
  );
}
