import { House, Settings, User } from 'lucide-react';
import { useState } from 'react';
import { Col, Nav, Row, Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';

const panes = [
  { key: 'home', title: 'Home', Icon: House, text: 'Welcome home. This pane is shown first.' },
  { key: 'profile', title: 'Profile', Icon: User, text: 'Your profile: name, photo and a short bio.' },
  { key: 'settings', title: 'Settings', Icon: Settings, text: 'Settings: language, theme and notifications.' },
];

/**
 * Tabs: react-bootstrap's tabs are a real tablist, so the arrow keys move between them (and Home/End
 * jump to the ends). Controlled, with icons, and vertical.
 */
export default function TabsPage() {
  const { t } = useTranslation('uiComponents');
  const [active, setActive] = useState('home');
  return (
    <ShowcasePage pageId="compTabs" description={t('tabs.description')}>
      <Example title={t('tabs.controlled')} description={t('tabs.controlledHint')}>
        <Tabs id="tabs-controlled" activeKey={active} onSelect={(k) => k && setActive(k)} className="mb-3">
          {panes.map((p) => (
            <Tab key={p.key} eventKey={p.key} title={p.title}>
              <p className="mb-0">{p.text}</p>
            </Tab>
          ))}
        </Tabs>
        <p className="small text-body-secondary mb-0">{t('tabs.current', { tab: active })}</p>
      </Example>
      <Example title={t('tabs.icons')}>
        <Tabs id="tabs-icons" defaultActiveKey="profile" className="mb-3">
          {panes.map(({ key, title, Icon, text }) => (
            <Tab
              key={key}
              eventKey={key}
              title={
                <span className="d-inline-flex align-items-center gap-2">
                  <Icon size={16} aria-hidden />
                  {title}
                </span>
              }
            >
              <p className="mb-0">{text}</p>
            </Tab>
          ))}
        </Tabs>
      </Example>
      <Example title={t('tabs.vertical')}>
        <Tab.Container id="tabs-vertical" defaultActiveKey="home">
          <Row className="g-3">
            <Col sm={4} md={3}>
              <Nav variant="pills" className="flex-column">
                {panes.map((p) => (
                  <Nav.Item key={p.key}>
                    <Nav.Link eventKey={p.key} as="button" type="button" className="w-100 text-start">
                      {p.title}
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
            </Col>
            <Col sm={8} md={9}>
              <Tab.Content>
                {panes.map((p) => (
                  <Tab.Pane key={p.key} eventKey={p.key}>
                    {p.text}
                  </Tab.Pane>
                ))}
              </Tab.Content>
            </Col>
          </Row>
        </Tab.Container>
      </Example>
    </ShowcasePage>
  );
}
