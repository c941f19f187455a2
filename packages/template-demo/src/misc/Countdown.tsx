import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoLaunchDate, timeLeft } from './countdown';

/**
 * Days, hours, minutes and seconds to the launch, redrawn every second. Screen readers hear only
 * the day count (a polite live region that changes once a day), never each second.
 */
export function Countdown() {
  const { t, i18n } = useTranslation('miscPages');
  const [launch] = useState(() => demoLaunchDate(new Date()));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = timeLeft(now, launch.getTime());
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(launch);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;

  return (
    <section className="mb-4" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="h6 text-body-secondary fw-normal">
        {t('comingSoon.launchOn', { date })}
      </h2>
      {left.done ? (
        <p className="fw-semibold" data-testid="countdown-done">
          {t('comingSoon.launched')}
        </p>
      ) : (
        <>
          <div className="vt-countdown" aria-hidden data-testid="countdown">
            {units.map((unit) => (
              <div key={unit} className="rounded bg-body-tertiary py-2">
                <div className="vt-countdown-value" data-testid={`countdown-${unit}`}>
                  {String(left[unit]).padStart(2, '0')}
                </div>
                <div className="small text-body-secondary">{t(`comingSoon.units.${unit}`)}</div>
              </div>
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite" data-testid="countdown-announce">
            {t('comingSoon.daysLeft', { count: left.days })}
          </p>
        </>
      )}
    </section>
  );
}
