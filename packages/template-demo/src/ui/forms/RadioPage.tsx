import { useState } from 'react';
import { Form, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { colourVariants } from './parts/options';
import './forms.scss';

const plans = ['monthly', 'yearly', 'lifetime'] as const;

/** /forms/elements/radio: coloured, inline and disabled radios, and radios that look like buttons. */
export default function RadioPage() {
  const { t } = useTranslation('uiForms');
  const [plan, setPlan] = useState<string>('yearly');
  const [size, setSize] = useState('m');
  return (
    <ShowcasePage pageId="formRadio" description={t('radio.description')}>
      <ExampleGrid>
        <Example title={t('radio.colours')} description={t('radio.coloursText')}>
          {colourVariants.map((v) => (
            <Form.Check
              key={v}
              type="radio"
              name={`radio-colour-${v}`}
              id={`radio-${v}`}
              className={`vt-check-${v}`}
              label={t(`colours.${v}`)}
              defaultChecked
            />
          ))}
        </Example>
        <Example title={t('radio.inline')} description={t('radio.inlineText')}>
          <fieldset>
            <legend className="fs-6">{t('radio.plan')}</legend>
            {plans.map((p) => (
              <Form.Check
                inline
                key={p}
                type="radio"
                name="radio-plan"
                id={`radio-plan-${p}`}
                label={t(`radio.plans.${p}`)}
                checked={plan === p}
                onChange={() => setPlan(p)}
              />
            ))}
          </fieldset>
          <p className="small mb-3" aria-live="polite">
            {t('radio.chosen')}: <strong>{t(`radio.plans.${plan}`)}</strong>
          </p>
          <Form.Check type="radio" name="radio-disabled" id="radio-disabled" label={t('radio.disabled')} disabled />
          <Form.Check
            type="radio"
            name="radio-disabled"
            id="radio-disabled-on"
            label={t('radio.disabledChecked')}
            disabled
            defaultChecked
          />
        </Example>
        <Example title={t('radio.buttons')} description={t('radio.buttonsText')}>
          <p id="radio-size-label" className="mb-2">
            {t('radio.size')}
          </p>
          <ToggleButtonGroup
            type="radio"
            name="radio-size"
            value={size}
            onChange={setSize}
            aria-labelledby="radio-size-label"
          >
            {['s', 'm', 'l', 'xl'].map((s) => (
              <ToggleButton key={s} id={`radio-size-${s}`} value={s} variant="outline-primary">
                {s.toUpperCase()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <p className="small mt-2 mb-0" aria-live="polite">
            {t('radio.chosen')}: <strong>{size.toUpperCase()}</strong>
          </p>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
