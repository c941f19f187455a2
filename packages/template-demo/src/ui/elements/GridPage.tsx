import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import './elements.scss';

/** A visible grid cell: the column's class as its text. */
function Cell({ children }: { children: ReactNode }) {
  return <div className="vt-grid-cell">{children}</div>;
}

const equal = [2, 3, 4];
const breakpoints = [
  'col-12 col-sm-6 col-lg-3',
  'col-12 col-sm-6 col-lg-3',
  'col-12 col-sm-6 col-lg-3',
  'col-12 col-sm-6 col-lg-3',
];

/** The Bootstrap grid: equal columns, breakpoints, offsets, ordering and gutters, as coloured cells. */
export default function GridPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="grid" description={t('grid.description')}>
      <Example title={t('grid.equal')} description={t('grid.equalHint')}>
        {equal.map((n) => (
          <Row key={n} className="g-2 mb-2">
            {Array.from({ length: n }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical cells, their place is their identity
              <Col key={i}>
                <Cell>.col</Cell>
              </Col>
            ))}
          </Row>
        ))}
      </Example>
      <Example title={t('grid.sizes')}>
        {[
          [8, 4],
          [6, 3, 3],
          [3, 6, 3],
        ].map((sizes) => (
          <Row key={sizes.join('-')} className="g-2 mb-2">
            {sizes.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed demo row
              <Col key={i} xs={s}>
                <Cell>.col-{s}</Cell>
              </Col>
            ))}
          </Row>
        ))}
      </Example>
      <Example title={t('grid.breakpoints')} description={t('grid.breakpointsHint')}>
        <div className="row g-2">
          {breakpoints.map((cls, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed demo row
            <div key={i} className={cls}>
              <Cell>{cls}</Cell>
            </div>
          ))}
        </div>
      </Example>
      <Example title={t('grid.offsets')}>
        <Row className="g-2 mb-2">
          <Col md={4}>
            <Cell>.col-md-4</Cell>
          </Col>
          <Col md={{ span: 4, offset: 4 }}>
            <Cell>.col-md-4 .offset-md-4</Cell>
          </Col>
        </Row>
        <Row className="g-2">
          <Col md={{ span: 6, offset: 3 }}>
            <Cell>.col-md-6 .offset-md-3</Cell>
          </Col>
        </Row>
      </Example>
      <Example title={t('grid.ordering')} description={t('grid.orderingHint')}>
        <Row className="g-2">
          <Col>
            <Cell>{t('grid.first')}</Cell>
          </Col>
          <Col xs={{ order: 'last' }}>
            <Cell>{t('grid.second')}</Cell>
          </Col>
          <Col xs={{ order: 'first' }}>
            <Cell>{t('grid.third')}</Cell>
          </Col>
        </Row>
      </Example>
      <Example title={t('grid.gutters')}>
        {[0, 3, 5].map((g) => (
          <div key={g} className="mb-3">
            <p className="small text-body-secondary mb-1">.g-{g}</p>
            <Row className={`g-${g}`}>
              {[1, 2, 3].map((i) => (
                <Col key={i} xs={4}>
                  <Cell>.col-4</Cell>
                </Col>
              ))}
            </Row>
          </div>
        ))}
      </Example>
    </ShowcasePage>
  );
}
