import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { colourVariants } from './parts/options';
import './forms.scss';

const toppings = ['Cheese', 'Tomato', 'Basil'];

/** /forms/elements/checkbox: coloured, inline and disabled checkboxes, and a real indeterminate "select all". */
export default function CheckboxPage() {
  const { t } = useTranslation('uiForms');
  return (
    <ShowcasePage pageId="formCheckbox" description={t('checkbox.description')}>
      <ExampleGrid>
        <Example title={t('checkbox.colours')} description={t('checkbox.coloursText')}>
          {colourVariants.map((v) => (
            <Form.Check
              key={v}
              id={`check-${v}`}
              className={`vt-check-${v}`}
              label={t(`colours.${v}`)}
              defaultChecked
            />
          ))}
        </Example>
        <Example title={t('checkbox.inline')} description={t('checkbox.inlineText')}>
          <fieldset>
            <legend className="fs-6">{t('checkbox.days')}</legend>
            {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d, i) => (
              <Form.Check inline key={d} id={`check-day-${d}`} label={d} defaultChecked={i < 2} />
            ))}
          </fieldset>
          <h3 className="h6 mt-3">{t('checkbox.states')}</h3>
          <Form.Check id="check-disabled" label={t('checkbox.disabled')} disabled />
          <Form.Check id="check-disabled-on" label={t('checkbox.disabledChecked')} disabled defaultChecked />
          <Form.Check id="check-reverse" label={t('checkbox.reverse')} reverse />
        </Example>
        <Example title={t('checkbox.indeterminate')} description={t('checkbox.indeterminateText')}>
          <SelectAll />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}

function SelectAll() {
  const { t } = useTranslation('uiForms');
  const [picked, setPicked] = useState<string[]>(['Cheese']);
  const all = useRef<HTMLInputElement>(null);
  const some = picked.length > 0 && picked.length < toppings.length;
  // indeterminate is a DOM property only (no HTML attribute), so it is set on the element itself.
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  return (
    <fieldset>
      <legend className="visually-hidden">{t('checkbox.toppings')}</legend>
      <Form.Check
        id="check-all"
        ref={all}
        label={t('checkbox.allToppings')}
        checked={picked.length === toppings.length}
        onChange={(e) => setPicked(e.target.checked ? toppings : [])}
      />
      <div className="ms-4">
        {toppings.map((name) => (
          <Form.Check
            key={name}
            id={`check-${name}`}
            label={name}
            checked={picked.includes(name)}
            onChange={(e) => setPicked((p) => (e.target.checked ? [...p, name] : p.filter((x) => x !== name)))}
          />
        ))}
      </div>
      <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
        {t('checkbox.count', { count: picked.length })}
      </p>
    </fieldset>
  );
}
