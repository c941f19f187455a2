import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '../shared/ProgressMeter';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { titleCase } from '../shared/variants';

const colours = [
  { colour: 'primary', now: 25 },
  { colour: 'success', now: 40 },
  { colour: 'info', now: 55 },
  { colour: 'warning', now: 70 },
  { colour: 'danger', now: 85 },
];

/** Start fills the bar five points every 200 ms up to 100; Reset empties it and stops. */
function LiveProgress() {
  const { t } = useTranslation('uiComponents');
  const [now, setNow] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow((n) => {
        const next = Math.min(100, n + 5);
        if (next === 100) setRunning(false);
        return next;
      });
    }, 200);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <>
      <ProgressMeter now={now} label={t('progress.liveLabel')} text={`${now}%`} color="success" height={20} />
      <div className="d-flex gap-2 mt-3">
        <Button onClick={() => setRunning(true)} disabled={running || now === 100}>
          {t('progress.start')}
        </Button>
        <Button
          variant="outline-secondary"
          onClick={() => {
            setRunning(false);
            setNow(0);
          }}
        >
          {t('progress.reset')}
        </Button>
      </div>
      <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
        {now === 100 ? t('progress.done') : running ? t('progress.running') : ''}
      </p>
    </>
  );
}

/** Progress bars: colours, striped and animated, stacked, labelled, and a live one. */
export default function ProgressPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compProgress" description={t('progress.description')}>
      <ExampleGrid>
        <Example title={t('progress.variants')}>
          <div className="d-grid gap-3">
            {colours.map(({ colour, now }) => (
              <ProgressMeter key={colour} now={now} color={colour} label={titleCase(colour)} />
            ))}
          </div>
        </Example>
        <Example title={t('progress.striped')}>
          <div className="d-grid gap-3">
            {colours.map(({ colour, now }, i) => (
              <ProgressMeter
                key={colour}
                now={now}
                color={colour}
                striped
                animated={i % 2 === 1}
                label={`${titleCase(colour)} striped`}
              />
            ))}
          </div>
        </Example>
        <Example title={t('progress.labelled')}>
          <div className="d-grid gap-3">
            {[10, 50, 90].map((now) => (
              <ProgressMeter key={now} now={now} text={`${now}%`} height={20} label={t('progress.upload')} />
            ))}
          </div>
        </Example>
        <Example title={t('progress.stacked')}>
          <div className="progress-stacked">
            <ProgressMeter segment now={15} label="Segment one" />
            <ProgressMeter segment now={30} color="success" label="Segment two" />
            <ProgressMeter segment now={20} color="info" label="Segment three" />
          </div>
        </Example>
        <Example title={t('progress.live')} description={t('progress.liveHint')}>
          <LiveProgress />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
