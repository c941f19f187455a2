import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store';
import {
  type CustomizerState,
  directions,
  footerTypes,
  layouts,
  menuThemes,
  navbarColors,
  navbarTypes,
  themes,
} from '../themeConfig';
import { resetCustomizer, selectCustomizer, setOption } from './customizerSlice';

type ChoiceKey = 'theme' | 'navbarColor' | 'navbarType' | 'footerType' | 'menuTheme' | 'direction' | 'layout';

/** Which translation holds a value's label. */
const labelKey: Record<ChoiceKey, string> = {
  theme: 'customizer.themes',
  navbarColor: 'customizer.colors',
  navbarType: 'customizer.types',
  footerType: 'customizer.types',
  menuTheme: 'customizer.colors',
  direction: 'customizer.directions',
  layout: 'customizer.layouts',
};

function Choice<K extends ChoiceKey>({ name, values }: { name: K; values: readonly CustomizerState[K][] }) {
  const { t } = useTranslation('shell');
  const state = useAppSelector(selectCustomizer);
  const dispatch = useAppDispatch();
  return (
    <fieldset>
      <legend>{t(`customizer.${name}`)}</legend>
      {values.map((value) => (
        <Form.Check
          key={value}
          inline
          type="radio"
          id={`customizer-${name}-${value}`}
          name={`customizer-${name}`}
          label={t(`${labelKey[name]}.${value}`)}
          checked={state[name] === value}
          onChange={() => dispatch(setOption(name, value))}
        />
      ))}
    </fieldset>
  );
}

/**
 * The theme customizer (spec section 4). Shown only when the theme config flag allows it;
 * changes apply at once and last until the page reloads.
 */
export function Customizer() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const state = useAppSelector(selectCustomizer);
  const dispatch = useAppDispatch();
  return (
    <>
      <Button
        className="vt-customizer-toggle"
        variant="primary"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        data-testid="customizer-toggle"
        onClick={() => setOpen(true)}
      >
        <Settings size={20} aria-hidden />
      </Button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        className="vt-customizer"
        aria-labelledby="customizer-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('close', { ns: 'common' })}>
          <div>
            <Offcanvas.Title id="customizer-title">{t('customizer.title')}</Offcanvas.Title>
            <small className="text-body-secondary">{t('customizer.subtitle')}</small>
          </div>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <Choice name="theme" values={themes} />
          <Choice name="layout" values={layouts} />
          <Choice name="direction" values={directions} />
          <Choice name="menuTheme" values={menuThemes} />
          <Choice name="navbarColor" values={navbarColors} />
          <Choice name="navbarType" values={navbarTypes} />
          <Choice name="footerType" values={footerTypes} />
          <fieldset>
            <Form.Check
              type="switch"
              id="customizer-sidebarCollapsed"
              label={t('customizer.sidebarCollapsed')}
              checked={state.sidebarCollapsed}
              onChange={(e) => dispatch(setOption('sidebarCollapsed', e.target.checked))}
            />
            <Form.Check
              type="switch"
              id="customizer-hideScrollToTop"
              label={t('customizer.hideScrollToTop')}
              checked={state.hideScrollToTop}
              onChange={(e) => dispatch(setOption('hideScrollToTop', e.target.checked))}
            />
          </fieldset>
          <Button variant="outline-primary" onClick={() => dispatch(resetCustomizer())}>
            {t('customizer.reset')}
          </Button>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
