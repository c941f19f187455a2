import { Bold, Download, Italic, Save, Trash2, Underline } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, ButtonToolbar, Spinner, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { useClickNotice } from '../shared/useClickNotice';
import { themeColors, titleCase } from '../shared/variants';
import '../shared/variants.scss';

/** A button that shows a spinner while its (simulated) two-second job runs. */
function LoadingButton() {
  const { t } = useTranslation('uiComponents');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), 2000);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <Button
      variant="primary"
      disabled={busy}
      onClick={() => setBusy(true)}
      className="d-inline-flex gap-2 align-items-center"
    >
      {busy && <Spinner size="sm" aria-hidden />}
      {busy ? t('buttons.saving') : t('buttons.save')}
    </Button>
  );
}

/** Buttons: colours, outline, sizes, icons, block, loading, groups and a toolbar. */
export default function ButtonsPage() {
  const { t } = useTranslation('uiComponents');
  const [align, setAlign] = useState('start');
  const [styles, setStyles] = useState<string[]>(['bold']);
  const [clicks, setClicks] = useState(0);
  const [page, setPage] = useState(1);
  const notice = useClickNotice();
  return (
    <ShowcasePage pageId="compButtons" description={t('buttons.description')}>
      <ExampleGrid>
        <Example title={t('buttons.variants')}>
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((v) => (
              <Button key={v} variant={v} onClick={notice(titleCase(v))}>
                {titleCase(v)}
              </Button>
            ))}
            <Button variant="link" onClick={notice('Link')}>
              Link
            </Button>
          </div>
        </Example>
        <Example title={t('buttons.outline')}>
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((v) => (
              <Button key={v} variant={`outline-${v}`} onClick={notice(`Outline ${v}`)}>
                {titleCase(v)}
              </Button>
            ))}
          </div>
        </Example>
        <Example title={t('buttons.sizes')}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button size="lg" onClick={notice('Large')}>
              Large
            </Button>
            <Button onClick={notice('Default')}>Default</Button>
            <Button size="sm" onClick={notice('Small')}>
              Small
            </Button>
          </div>
        </Example>
        <Example title={t('buttons.icons')}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button variant="primary" className="d-inline-flex align-items-center gap-2" onClick={notice('Download')}>
              <Download size={16} aria-hidden /> Download
            </Button>
            <Button variant="success" className="d-inline-flex align-items-center gap-2" onClick={notice('Save')}>
              <Save size={16} aria-hidden /> Save
            </Button>
            <Button variant="outline-danger" aria-label={t('buttons.delete')} onClick={notice(t('buttons.delete'))}>
              <Trash2 size={16} aria-hidden />
            </Button>
          </div>
        </Example>
        <Example title={t('buttons.block')}>
          <div className="d-grid gap-2">
            <Button variant="primary" onClick={notice('Block button')}>
              Block button
            </Button>
            <Button variant="outline-secondary" onClick={notice('Another block button')}>
              Another block button
            </Button>
          </div>
        </Example>
        <Example title={t('buttons.loading')} description={t('buttons.loadingHint')}>
          <LoadingButton />
        </Example>
        <Example title={t('buttons.group')}>
          <div className="d-flex flex-wrap gap-3">
            <ButtonGroup aria-label={t('buttons.counter')}>
              <Button variant="outline-primary" onClick={() => setClicks((c) => c - 1)}>
                −1
              </Button>
              <Button variant="outline-primary" disabled>
                {clicks}
              </Button>
              <Button variant="outline-primary" onClick={() => setClicks((c) => c + 1)}>
                +1
              </Button>
            </ButtonGroup>
            <ToggleButtonGroup
              type="radio"
              name="align"
              value={align}
              onChange={setAlign}
              aria-label={t('buttons.alignment')}
            >
              {['start', 'center', 'end'].map((a) => (
                <ToggleButton key={a} id={`align-${a}`} value={a} variant="outline-secondary">
                  {titleCase(a)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
          <p className={`mt-3 mb-0 text-${align}`}>{t('buttons.alignedText')}</p>
        </Example>
        <Example title={t('buttons.toolbar')}>
          <ButtonToolbar aria-label={t('buttons.toolbarLabel')} className="gap-2">
            <ToggleButtonGroup type="checkbox" value={styles} onChange={setStyles} aria-label={t('buttons.textStyle')}>
              {[
                { value: 'bold', Icon: Bold },
                { value: 'italic', Icon: Italic },
                { value: 'underline', Icon: Underline },
              ].map(({ value, Icon }) => (
                <ToggleButton key={value} id={`style-${value}`} value={value} variant="outline-secondary">
                  <Icon size={16} aria-hidden />
                  <span className="visually-hidden">{titleCase(value)}</span>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <ButtonGroup aria-label={t('buttons.pages')}>
              {[1, 2, 3].map((n) => (
                <Button
                  key={n}
                  variant="outline-primary"
                  active={page === n}
                  aria-pressed={page === n}
                  onClick={() => setPage(n)}
                >
                  {n}
                </Button>
              ))}
            </ButtonGroup>
          </ButtonToolbar>
          <p
            className="mt-3 mb-0"
            style={{
              fontWeight: styles.includes('bold') ? 700 : 400,
              fontStyle: styles.includes('italic') ? 'italic' : 'normal',
              textDecoration: styles.includes('underline') ? 'underline' : 'none',
            }}
          >
            {t('buttons.pageShown', { page })} The quick brown fox jumps over the lazy dog.
          </p>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
