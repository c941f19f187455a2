import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors } from '../shared/variants';

/** A spinner that says what it is to a screen reader (role=status and visually hidden text). */
function Loading({
  animation,
  variant,
  size,
  style,
}: {
  animation: 'border' | 'grow';
  variant?: string;
  size?: 'sm';
  style?: CSSProperties;
}) {
  const { t } = useTranslation('uiComponents');
  return (
    <Spinner animation={animation} variant={variant} size={size} style={style} role="status">
      <span className="visually-hidden">{t('spinners.loading')}</span>
    </Spinner>
  );
}

/** A button that spins for two seconds when pressed, as a form's submit does while saving. */
function BusyButton({ animation }: { animation: 'border' | 'grow' }) {
  const { t } = useTranslation('uiComponents');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), 2000);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <Button disabled={busy} onClick={() => setBusy(true)} className="d-inline-flex align-items-center gap-2">
      {busy && <Spinner as="span" animation={animation} size="sm" aria-hidden />}
      {busy ? t('spinners.loadingButton') : t('spinners.load')}
    </Button>
  );
}

/** Spinners: border and grow, sizes, colours and inside buttons. */
export default function SpinnersPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compSpinners" description={t('spinners.description')}>
      <ExampleGrid>
        {(['border', 'grow'] as const).map((animation) => (
          <Example key={animation} title={t(`spinners.${animation}`)}>
            <div className="d-flex flex-wrap gap-3">
              {themeColors.map((v) => (
                <Loading key={v} animation={animation} variant={v} />
              ))}
            </div>
          </Example>
        ))}
        <Example title={t('spinners.sizes')}>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <Loading animation="border" size="sm" />
            <Loading animation="border" />
            <Loading animation="border" style={{ width: '3rem', height: '3rem' }} />
            <Loading animation="grow" size="sm" />
            <Loading animation="grow" />
            <Loading animation="grow" style={{ width: '3rem', height: '3rem' }} />
          </div>
        </Example>
        <Example title={t('spinners.buttons')} description={t('spinners.buttonsHint')}>
          <div className="d-flex flex-wrap gap-2">
            <BusyButton animation="border" />
            <BusyButton animation="grow" />
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
