import type { OwnerCategory, OwnerProduct, ProductListQuery } from '@vitrine/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../components/ui';
import { CategoryOptions } from '../categories/CategoryOptions';
import {
  applyBulkEdit,
  type BulkAction,
  type BulkForm,
  type BulkFormError,
  bulkActions,
  bulkRequest,
  priceModes,
} from './bulkEdit';
import { bulkEditProducts, showProducts } from './productsApi';

const START: BulkForm = { action: 'price', priceMode: 'set', value: '', categoryId: '', visible: true };

/**
 * The selected products' toolbar: how many are selected, and one change for all of them (price,
 * stock, category or visibility) in one request. The list shows the change at once and puts it
 * back, with an error toast, if the server refuses it.
 */
export function BulkEditBar({
  selected,
  categories,
  currency,
  list,
  onClear,
}: {
  selected: OwnerProduct[];
  categories: OwnerCategory[];
  currency: string;
  /** The list on screen (its query), whose products show the change at once. */
  list: ProductListQuery;
  onClear: () => void;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const id = useId();
  const [form, setForm] = useState<BulkForm>(START);
  const [error, setError] = useState<BulkFormError | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<BulkForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setError(null);
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = bulkRequest(form, selected, currency);
    if ('field' in request) {
      setError(request);
      document.getElementById(`${id}-${request.field}`)?.focus();
      return;
    }
    const ids = new Set(selected.map((p) => p.product_id));
    const undo = showProducts(list, (p) => (ids.has(p.product_id) ? applyBulkEdit(p, request, currency) : p));
    setBusy(true);
    const outcome = await bulkEditProducts(request);
    setBusy(false);
    if (!outcome.ok) {
      undo();
      toast.error(`${t('products.bulk.failed')} ${failureText(outcome.message)}`);
      return;
    }
    toast.success(t('products.bulk.done', { count: outcome.data.changed }));
    const skipped = outcome.data.stock_skipped.length;
    if (skipped > 0) toast.info(t('products.bulk.stockSkipped', { count: skipped }));
    setForm(START);
    onClear();
  };

  const invalid = (field: BulkFormError['field']) => error?.field === field;
  return (
    <section
      className="border rounded p-3 mb-3 bg-body-tertiary"
      aria-labelledby={`${id}-count`}
      data-testid="bulk-edit"
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={`${id}-count`} className="h6 mb-0" aria-live="polite" data-testid="bulk-count">
          {t('products.bulk.selected', { count: selected.length })}
        </h2>
        <Button variant="link" size="sm" className="p-0" onClick={onClear}>
          {t('products.bulk.clear')}
        </Button>
      </div>
      <Form onSubmit={apply} noValidate className="d-flex flex-wrap align-items-start gap-2">
        <Form.Group controlId={`${id}-action`}>
          <Form.Label className="small mb-1">{t('products.bulk.change')}</Form.Label>
          <Form.Select
            value={form.action}
            disabled={busy}
            onChange={(e) => set({ action: e.target.value as BulkAction, value: '' })}
            data-testid="bulk-action"
          >
            {bulkActions.map((a) => (
              <option key={a} value={a}>
                {t(`products.bulk.actions.${a}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {form.action === 'price' && (
          <Form.Group controlId={`${id}-mode`}>
            <Form.Label className="small mb-1">{t('products.bulk.how')}</Form.Label>
            <Form.Select
              value={form.priceMode}
              disabled={busy}
              onChange={(e) => set({ priceMode: e.target.value as BulkForm['priceMode'] })}
              data-testid="bulk-price-mode"
            >
              {priceModes.map((m) => (
                <option key={m} value={m}>
                  {t(`products.bulk.priceModes.${m}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        {(form.action === 'price' || form.action === 'stock') && (
          <Form.Group controlId={`${id}-value`}>
            <Form.Label className="small mb-1">
              {form.action === 'stock'
                ? t('products.bulk.units')
                : form.priceMode.endsWith('Percent')
                  ? t('products.bulk.percent')
                  : t('products.bulk.amount', { currency })}
            </Form.Label>
            <Form.Control
              value={form.value}
              inputMode={form.action === 'stock' ? 'numeric' : 'decimal'}
              disabled={busy}
              isInvalid={invalid('value')}
              aria-describedby={`${id}-help`}
              onChange={(e) => set({ value: e.target.value })}
              data-testid="bulk-value"
            />
            <Form.Control.Feedback type="invalid">
              {error?.field === 'value' && t(`products.bulk.errors.${error.key}`)}
            </Form.Control.Feedback>
          </Form.Group>
        )}
        {form.action === 'category' && (
          <Form.Group controlId={`${id}-categoryId`}>
            <Form.Label className="small mb-1">{t('products.columns.category')}</Form.Label>
            <Form.Select
              value={form.categoryId}
              disabled={busy}
              onChange={(e) => set({ categoryId: e.target.value })}
              data-testid="bulk-category"
            >
              <CategoryOptions categories={categories} />
            </Form.Select>
          </Form.Group>
        )}
        {form.action === 'visibility' && (
          <Form.Group controlId={`${id}-visible`}>
            <Form.Label className="small mb-1">{t('products.bulk.actions.visibility')}</Form.Label>
            <Form.Select
              value={form.visible ? 'shown' : 'hidden'}
              disabled={busy}
              onChange={(e) => set({ visible: e.target.value === 'shown' })}
              data-testid="bulk-visibility"
            >
              <option value="shown">{t('products.bulk.shown')}</option>
              <option value="hidden">{t('products.bulk.hiddenOption')}</option>
            </Form.Select>
          </Form.Group>
        )}
        <div className="align-self-end">
          <Button type="submit" disabled={busy} data-testid="bulk-apply">
            {busy && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('products.bulk.apply', { count: selected.length })}
          </Button>
        </div>
      </Form>
      <p id={`${id}-help`} className="small text-body-secondary mt-2 mb-0">
        {form.action === 'price' && t('products.bulk.priceHelp')}
        {form.action === 'stock' && t('products.bulk.stockHelp')}
      </p>
    </section>
  );
}
