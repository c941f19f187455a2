import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { colourVariants } from './parts/options';
import './forms.scss';

const sizes = [
  { key: 'default', className: '' },
  { key: 'large', className: 'vt-switch-lg' },
  { key: 'extraLarge', className: 'vt-switch-xl' },
] as const;

/** /forms/elements/switch: Bootstrap's form switches in colours and sizes, with labels, icons and states. */
export default function SwitchPage() {
  const { t } = useTranslation('uiForms');
  const [notify, setNotify] = useState(true);
  const [dark, setDark] = useState(false);
  return (
    <ShowcasePage pageId="formSwitch" description={t('switch.description')}>
      <ExampleGrid>
        <Example title={t('switch.colours')} description={t('switch.coloursText')}>
          {colourVariants.map((v) => (
            <Form.Check
              key={v}
              type="switch"
              id={`switch-${v}`}
              className={`vt-check-${v}`}
              label={t(`colours.${v}`)}
              defaultChecked
            />
          ))}
        </Example>
        <Example title={t('switch.sizes')} description={t('switch.sizesText')}>
          {sizes.map((s) => (
            <Form.Check
              key={s.key}
              type="switch"
              id={`switch-size-${s.key}`}
              className={s.className}
              label={t(`switch.${s.key}`)}
            />
          ))}
        </Example>
        <Example title={t('switch.labels')} description={t('switch.labelsText')}>
          <Form.Check
            type="switch"
            id="switch-notify"
            checked={notify}
            onChange={(e) => setNotify(e.target.checked)}
            label={`${t('switch.notifications')}: ${notify ? t('switch.on') : t('switch.off')}`}
          />
          <div className="d-flex align-items-center gap-2 mt-2">
            <Sun size={18} aria-hidden className={dark ? 'text-body-secondary' : 'text-warning'} />
            <Form.Check
              type="switch"
              id="switch-dark"
              className="mb-0"
              checked={dark}
              onChange={(e) => setDark(e.target.checked)}
              label={<span className="visually-hidden">{t('switch.darkPreview')}</span>}
            />
            <Moon size={18} aria-hidden className={dark ? 'text-primary' : 'text-body-secondary'} />
          </div>
          <div
            className={`mt-3 p-3 rounded border ${dark ? 'bg-dark text-white' : 'bg-light text-dark'}`}
            data-bs-theme={dark ? 'dark' : 'light'}
          >
            {dark ? t('switch.previewDark') : t('switch.previewLight')}
          </div>
        </Example>
        <Example title={t('switch.states')} description={t('switch.statesText')}>
          <Form.Check type="switch" id="switch-off-disabled" label={t('switch.disabledOff')} disabled />
          <Form.Check type="switch" id="switch-on-disabled" label={t('switch.disabledOn')} disabled defaultChecked />
          <Form.Check type="switch" id="switch-reverse" label={t('switch.reverse')} reverse />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
