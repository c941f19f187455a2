import type { CSSProperties } from 'react';
import { Nav, Tab } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const panes = [
  { key: 'overview', title: 'Overview', text: 'A short overview of the project and its goals.' },
  { key: 'activity', title: 'Activity', text: 'Recent activity: three commits and one review today.' },
  { key: 'members', title: 'Members', text: 'Five members work on this project.' },
];

/** Pill colours: the active pill takes the colour (white text on each reaches AA). */
const colours = ['primary', 'success', 'danger', 'dark'] as const;

type Look = { key: string; fill?: boolean; justify?: boolean; vertical?: boolean; colour?: string };

const looks: Look[] = [
  { key: 'basic' },
  { key: 'fill', fill: true },
  { key: 'justify', justify: true },
  { key: 'vertical', vertical: true },
  ...colours.map((c) => ({ key: `colour.${c}`, colour: c })),
];

/** Pills that switch a pane, in one look. */
function DemoPills({ look }: { look: Look }) {
  const style = look.colour
    ? ({ '--bs-nav-pills-link-active-bg': `var(--bs-${look.colour})` } as CSSProperties)
    : undefined;
  return (
    <Tab.Container id={`pills-${look.key.replace('.', '-')}`} defaultActiveKey="overview">
      <div className={look.vertical ? 'd-flex flex-column flex-sm-row gap-3' : undefined}>
        <Nav
          variant="pills"
          fill={look.fill}
          justify={look.justify}
          className={look.vertical ? 'flex-column flex-shrink-0' : 'mb-3'}
          style={style}
        >
          {panes.map((p) => (
            <Nav.Item key={p.key}>
              <Nav.Link
                eventKey={p.key}
                as="button"
                type="button"
                className={look.vertical ? 'w-100 text-start' : undefined}
              >
                {p.title}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content>
          {panes.map((p) => (
            <Tab.Pane key={p.key} eventKey={p.key}>
              {p.text}
            </Tab.Pane>
          ))}
        </Tab.Content>
      </div>
    </Tab.Container>
  );
}

/** Pills: basic, fill, justified, vertical and in other colours; each switches its pane. */
export default function PillsPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compPills" description={t('pills.description')}>
      <ExampleGrid>
        {looks.map((look) => (
          <Example key={look.key} title={t(`pills.${look.key}`)}>
            <DemoPills look={look} />
          </Example>
        ))}
      </ExampleGrid>
    </ShowcasePage>
  );
}
