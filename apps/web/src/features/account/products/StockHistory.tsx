import type { StockMove } from '@vitrine/contracts';
import { useState } from 'react';
import { Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading, Pager } from '../../../components/ui';
import { formatDateTime } from '../shared/format';
import { queryState } from '../shared/queryState';
import { useListStockMovesQuery } from './productsApi';

/** The product's stock ledger on its edit page: every counted change, newest first, with why and who. */
export function StockHistory({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation('account');
  const [page, setPage] = useState(1);
  const { result, retry } = queryState(useListStockMovesQuery({ id: productId, page }));
  const cause = (m: StockMove) =>
    m.order_id !== null ? (
      <Link to={`/account/orders/${m.order_id}`}>{t('products.history.order', { number: m.order_number ?? '' })}</Link>
    ) : (
      (m.user_name ?? '')
    );
  return (
    <Card data-testid="stock-history">
      <Card.Body>
        <h2 className="h5">{t('products.history.title')}</h2>
        {result.state === 'loading' && <Loading />}
        {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
        {result.state === 'ready' && result.data.moves.length === 0 && (
          <p className="text-body-secondary mb-0">{t('products.history.empty')}</p>
        )}
        {result.state === 'ready' && result.data.moves.length > 0 && (
          <>
            <Table responsive size="sm" className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('products.history.when')}</th>
                  <th scope="col">{t('products.history.item')}</th>
                  <th scope="col" className="text-end">
                    {t('products.history.change')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('products.history.after')}
                  </th>
                  <th scope="col">{t('products.history.reason')}</th>
                  <th scope="col">{t('products.history.by')}</th>
                </tr>
              </thead>
              <tbody>
                {result.data.moves.map((m) => (
                  <tr key={m.id} data-testid="stock-move">
                    <td>{formatDateTime(m.created_at, i18n.language)}</td>
                    <td>{m.product_variant_name || '—'}</td>
                    <td className={`text-end ${m.delta < 0 ? 'text-danger' : 'text-success'}`}>
                      {m.delta > 0 ? `+${m.delta}` : m.delta}
                    </td>
                    <td className="text-end">{m.quantity_after}</td>
                    <td>{t(`products.history.reasons.${m.reason}`)}</td>
                    <td>{cause(m)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager list={result.data} onPage={setPage} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
