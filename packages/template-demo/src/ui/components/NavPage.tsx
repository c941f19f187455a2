import { useState } from 'react';
import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const links = ['Active', 'Features', 'Pricing', 'About'];

type Look = {
  key: string;
  variant?: 'tabs' | 'pills' | 'underline';
  vertical?: boolean;
  fill?: boolean;
  justify?: boolean;
};

const looks: Look[] = [
  { key: 'base' },
  { key: 'tabs', variant: 'tabs' },
  { key: 'pills', variant: 'pills' },
  { key: 'underline', variant: 'underline' },
  { key: 'vertical', variant: 'pills', vertical: true },
  { key: 'fill', variant: 'pills', fill: true },
  { key: 'justify', variant: 'tabs', justify: true },
];

/** One nav in a given look; choosing a link makes it the current one and says so under it. */
function DemoNav({ look, label }: { look: Look; label: string }) {
  const { t } = useTranslation('uiComponents');
  const [active, setActive] = useState(links[0]);
  return (
    <>
      <Nav
        as="nav"
        aria-label={label}
        variant={look.variant}
        fill={look.fill}
        justify={look.justify}
        className={look.vertical ? 'flex-column' : undefined}
        activeKey={active}
        onSelect={(key) => key && setActive(key)}
      >
        {links.map((l) => (
          <Nav.Item key={l}>
            <Nav.Link eventKey={l} as="button" type="button" aria-current={active === l ? 'page' : undefined}>
              {l}
            </Nav.Link>
          </Nav.Item>
        ))}
        <Nav.Item>
          <Nav.Link as="button" type="button" disabled>
            Disabled
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <p className="small text-body-secondary mt-2 mb-0">{t('nav.current', { link: active })}</p>
    </>
  );
}

/** Navs: the base nav, tabs, pills, underline, vertical, fill and justified. */
export default function NavPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compNav" description={t('nav.description')}>
      <ExampleGrid>
        {looks.map((look) => (
          <Example key={look.key} title={t(`nav.${look.key}`)}>
            <DemoNav look={look} label={t(`nav.${look.key}`)} />
          </Example>
        ))}
      </ExampleGrid>
    </ShowcasePage>
  );
}
