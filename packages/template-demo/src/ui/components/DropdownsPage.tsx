import { useState } from 'react';
import { ButtonGroup, Dropdown, DropdownButton, SplitButton } from 'react-bootstrap';
import type { DropDirection } from 'react-bootstrap/DropdownContext';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors, titleCase } from '../shared/variants';
import '../shared/variants.scss';

const actions = ['Action', 'Another action', 'Something else'];
const directions: DropDirection[] = ['up', 'down', 'start', 'end', 'down-centered'];

/** The sample menus: the last chosen item shows under the examples, so every item does something. */
function MenuItems() {
  return (
    <>
      {actions.map((a) => (
        <Dropdown.Item key={a} eventKey={a}>
          {a}
        </Dropdown.Item>
      ))}
    </>
  );
}

/** Dropdowns: colours, split buttons, the four directions, headers and dividers. */
export default function DropdownsPage() {
  const { t } = useTranslation('uiComponents');
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (from: string) => (key: string | null) => setChosen(`${from} → ${key}`);
  return (
    <ShowcasePage pageId="compDropdowns" description={t('dropdowns.description')}>
      <p role="status" className="alert alert-secondary py-2">
        {chosen ? t('dropdowns.chosen', { item: chosen }) : t('dropdowns.none')}
      </p>
      <ExampleGrid>
        <Example title={t('dropdowns.variants')}>
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((v) => (
              <DropdownButton key={v} id={`dd-${v}`} variant={v} title={titleCase(v)} onSelect={choose(titleCase(v))}>
                <MenuItems />
              </DropdownButton>
            ))}
          </div>
        </Example>
        <Example title={t('dropdowns.split')}>
          <div className="d-flex flex-wrap gap-2">
            {(['primary', 'success', 'outline-secondary'] as const).map((v) => (
              <SplitButton
                key={v}
                id={`split-${v}`}
                variant={v}
                title={titleCase(v.replace('outline-', 'outline '))}
                toggleLabel={t('dropdowns.more')}
                onClick={() => setChosen(`${titleCase(v)} (main button)`)}
                onSelect={choose(titleCase(v))}
              >
                <MenuItems />
              </SplitButton>
            ))}
          </div>
        </Example>
        <Example title={t('dropdowns.directions')}>
          <div className="d-flex flex-wrap gap-2">
            {directions.map((d) => (
              <DropdownButton
                key={d}
                as={ButtonGroup}
                id={`drop-${d}`}
                drop={d}
                variant="outline-primary"
                title={t(`dropdowns.drop.${d}`)}
                onSelect={choose(t(`dropdowns.drop.${d}`))}
              >
                <MenuItems />
              </DropdownButton>
            ))}
          </div>
        </Example>
        <Example title={t('dropdowns.headers')}>
          <Dropdown onSelect={choose('Account')}>
            <Dropdown.Toggle variant="primary" id="dd-headers">
              Account
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Header>Signed in as Sunrise</Dropdown.Header>
              <Dropdown.Item eventKey="Profile">Profile</Dropdown.Item>
              <Dropdown.Item eventKey="Settings">Settings</Dropdown.Item>
              <Dropdown.Divider />
              <Dropdown.Header>Help</Dropdown.Header>
              <Dropdown.Item eventKey="Documentation">Documentation</Dropdown.Item>
              <Dropdown.Item eventKey="Archived" disabled>
                Archived (disabled)
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
