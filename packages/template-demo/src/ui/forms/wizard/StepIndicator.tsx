import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type WizardStep, wizardSteps } from './wizardSchema';

/** The wizard's steps as an ordered list; the current one carries aria-current="step". */
export function StepIndicator({ current, vertical }: { current: WizardStep; vertical: boolean }) {
  const { t } = useTranslation('uiForms');
  const index = wizardSteps.indexOf(current);
  return (
    <ol
      className={`vt-steps list-unstyled mb-4 ${vertical ? 'vt-steps-vertical' : ''}`}
      aria-label={t('wizard.progress')}
    >
      {wizardSteps.map((step, i) => {
        const state = i < index ? 'done' : i === index ? 'current' : 'todo';
        return (
          <li key={step} className={`vt-step vt-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="vt-step-dot" aria-hidden>
              {state === 'done' ? <Check size={14} /> : i + 1}
            </span>
            <span className="vt-step-label">
              {t(`wizard.steps.${step}`)}
              {state === 'done' && <span className="visually-hidden"> ({t('wizard.completed')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
