import { useState } from 'react';
import { Form, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { Pager } from './parts/Pager';
import { pageRange } from './parts/pageItems';
import './extensions.scss';

const items = Array.from({ length: 137 }, (_, i) => ({
  id: i + 1,
  name: `Order #${String(1000 + i + 1)}`,
  total: ((i * 37) % 400) + 9.9,
}));
const sizes = [5, 10, 25, 50];

/** /extensions/pagination: a paged list with our own pager, a page-size choice and "showing X–Y of Z". */
export default function PaginationPage() {
  const { t } = useTranslation('uiExtensions');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const total = Math.ceil(items.length / size);
  const { from, to } = pageRange(page, size, items.length);
  const shown = items.slice(from - 1, to);
  return (
    <ShowcasePage pageId="extPagination" description={t('pagination.description')}>
      <Example title={t('pagination.title')} description={t('pagination.text')}>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <Form.Group controlId="page-size" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 text-nowrap">{t('pagination.pageSize')}</Form.Label>
            <Form.Select
              size="sm"
              value={size}
              onChange={(e) => {
                setSize(Number(e.target.value));
                setPage(1);
              }}
            >
              {sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Form.Select>
          </Form.Group>
          <p className="mb-0 small" aria-live="polite" data-testid="page-status">
            {t('pagination.showing', { from, to, count: items.length })}
          </p>
        </div>
        {/* The pager above the list: it stays in view when a long page pushes the end of the list down. */}
        <div className="mb-3">
          <Pager page={page} total={total} onChange={setPage} label={t('pagination.label')} />
        </div>
        <ListGroup className="mb-0" data-testid="page-items">
          {shown.map((item) => (
            <ListGroup.Item key={item.id} className="d-flex justify-content-between">
              <span>{item.name}</span>
              <span className="text-body-secondary">€{item.total.toFixed(2)}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Example>
    </ShowcasePage>
  );
}
