import { useState } from 'react';
import { Badge, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors, titleCase } from '../shared/variants';

const items = ['An item', 'A second item', 'A third item', 'A fourth item'];
const inbox = [
  { name: 'Inbox', count: 14 },
  { name: 'Drafts', count: 2 },
  { name: 'Spam', count: 1 },
];
const links = [
  { label: 'Alerts', to: '/components/alerts' },
  { label: 'Buttons', to: '/components/buttons' },
  { label: 'Badges', to: '/components/badges' },
];

/** List groups: plain, links and selectable buttons, with badges, flush, contextual, horizontal. */
export default function ListGroupPage() {
  const { t } = useTranslation('uiComponents');
  const [selected, setSelected] = useState(items[0]);
  return (
    <ShowcasePage pageId="compListGroup" description={t('listGroup.description')}>
      <ExampleGrid>
        <Example title={t('listGroup.basic')}>
          <ListGroup>
            {items.map((i) => (
              <ListGroup.Item key={i}>{i}</ListGroup.Item>
            ))}
          </ListGroup>
        </Example>
        <Example title={t('listGroup.links')}>
          <ListGroup className="mb-3">
            {links.map((l) => (
              <ListGroup.Item key={l.to} action as={Link} to={l.to}>
                {l.label}
              </ListGroup.Item>
            ))}
          </ListGroup>
          <ListGroup role="group" aria-label={t('listGroup.buttonsLabel')}>
            {items.map((i) => (
              <ListGroup.Item
                key={i}
                as="button"
                type="button"
                action
                active={selected === i}
                aria-pressed={selected === i}
                onClick={() => setSelected(i)}
              >
                {i}
              </ListGroup.Item>
            ))}
          </ListGroup>
          <p className="mt-2 mb-0 small text-body-secondary" role="status">
            {t('listGroup.selected', { item: selected })}
          </p>
        </Example>
        <Example title={t('listGroup.badges')}>
          <ListGroup>
            {inbox.map((f) => (
              <ListGroup.Item key={f.name} className="d-flex justify-content-between align-items-center">
                {f.name}
                <Badge pill bg="primary">
                  {f.count}
                </Badge>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Example>
        <Example title={t('listGroup.flush')}>
          <ListGroup variant="flush">
            {items.map((i) => (
              <ListGroup.Item key={i}>{i}</ListGroup.Item>
            ))}
          </ListGroup>
        </Example>
        <Example title={t('listGroup.contextual')}>
          <ListGroup>
            {themeColors.map((v) => (
              <ListGroup.Item key={v} variant={v}>
                A simple {v} list group item
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Example>
        <Example title={t('listGroup.horizontal')} description={t('listGroup.horizontalHint')}>
          <ListGroup horizontal="md" className="mb-2">
            {items.slice(0, 3).map((i) => (
              <ListGroup.Item key={i}>{titleCase(i)}</ListGroup.Item>
            ))}
          </ListGroup>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
