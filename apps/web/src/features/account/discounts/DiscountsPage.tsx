import type { DiscountCode } from '@vitrine/contracts';
import { ChevronDown, ChevronUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button, Card, Form, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog, LoadError, Loading, PageHeader, useFailureText } from '../../../components/ui';
import { useGetAccountShopQuery } from '../api/shopApi';
import { formatDateTime, formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { CodeOrders } from './CodeOrders';
import { DiscountForm } from './DiscountForm';
import { codeState, inputOf } from './discountForm';
import { deleteDiscountCode, updateDiscountCode, useListDiscountCodesQuery } from './discountsApi';

const stateTone = { live: 'success', off: 'secondary', scheduled: 'info', expired: 'secondary', used_up: 'warning' };

/** `/account/discounts`: the shop's discount codes; create, edit, switch on and off, delete, and each code's orders. */
export default function DiscountsPage() {
  const { t, i18n } = useTranslation('account');
  const failureText = useFailureText();
  const shop = queryState(useGetAccountShopQuery());
  const { result, retry } = queryState(useListDiscountCodesQuery());
  const [form, setForm] = useState<{ code?: DiscountCode } | null>(null);
  const [toDelete, setToDelete] = useState<DiscountCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [switching, setSwitching] = useState<number | null>(null);
  const [ordersOf, setOrdersOf] = useState<number | null>(null);

  if (shop.result.state === 'error') return <LoadError message={shop.result.message} onRetry={shop.retry} />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  if (result.state === 'loading' || shop.result.state === 'loading') return <Loading />;
  // Starts and ends are instants, shown and entered on the shop's clock (its zone, else its
  // country's), which may not be the owner's browser's.
  const { currency_code: currency, effective_time_zone: timeZone } = shop.result.data.shop;
  const codes = result.data.discount_codes;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  const validity = (c: DiscountCode) => {
    if (c.starts_at && c.ends_at) return t('discounts.between', { start: when(c.starts_at), end: when(c.ends_at) });
    if (c.starts_at) return t('discounts.from', { start: when(c.starts_at) });
    if (c.ends_at) return t('discounts.until', { end: when(c.ends_at) });
    return t('discounts.always');
  };

  const toggle = async (c: DiscountCode) => {
    setSwitching(c.discount_code_id);
    const outcome = await updateDiscountCode(c.discount_code_id, { ...inputOf(c), active: !c.active });
    setSwitching(null);
    if (!outcome.ok) {
      toast.error(failureText(Object.values(outcome.errors)[0] ?? outcome.message));
      return;
    }
    toast.success(
      c.active ? t('discounts.switchedOff', { code: c.code }) : t('discounts.switchedOn', { code: c.code }),
    );
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    const outcome = await deleteDiscountCode(toDelete.discount_code_id);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      return;
    }
    toast.success(t('discounts.deleted', { code: toDelete.code }));
    if (form?.code?.discount_code_id === toDelete.discount_code_id) setForm(null);
    setToDelete(null);
  };

  return (
    <>
      <PageHeader
        title={t('discounts.title')}
        subtitle={t('discounts.subtitle')}
        actions={
          form === null && (
            <Button onClick={() => setForm({})}>
              <Plus size={16} className="me-2" aria-hidden />
              {t('discounts.new')}
            </Button>
          )
        }
      />
      {form !== null && (
        <DiscountForm
          key={form.code?.discount_code_id ?? 'new'}
          code={form.code}
          currency={currency}
          timeZone={timeZone}
          onDone={() => setForm(null)}
          onCancel={() => setForm(null)}
        />
      )}
      <Card>
        {codes.length === 0 ? (
          <Card.Body>
            <p className="fw-semibold mb-1">{t('discounts.empty')}</p>
            <p className="text-body-secondary mb-0">{t('discounts.emptyHint')}</p>
          </Card.Body>
        ) : (
          <ListGroup variant="flush" as="ul" data-testid="discounts-list" aria-label={t('discounts.title')}>
            {codes.map((c) => {
              const state = codeState(c);
              const showingOrders = ordersOf === c.discount_code_id;
              return (
                <ListGroup.Item as="li" key={c.discount_code_id} data-code={c.code} className="py-3">
                  <div className="d-flex flex-wrap align-items-start gap-2">
                    <div className="flex-grow-1" style={{ minWidth: 0 }}>
                      <div className="d-flex flex-wrap align-items-center gap-2">
                        <span className="fw-semibold text-break font-monospace">{c.code}</span>
                        <Badge
                          bg={stateTone[state]}
                          text={state === 'used_up' || state === 'scheduled' ? 'dark' : undefined}
                          data-testid="code-state"
                        >
                          {t(`discounts.state.${state}`)}
                        </Badge>
                      </div>
                      <div data-testid="code-value">
                        {c.kind === 'percent'
                          ? t('discounts.percentOff', { value: c.value })
                          : t('discounts.amountOff', { amount: money(c.value) })}
                        {c.min_subtotal !== null && (
                          <span className="text-body-secondary">
                            {' · '}
                            {t('discounts.minimum', { amount: money(c.min_subtotal) })}
                          </span>
                        )}
                      </div>
                      <small className="d-block text-body-secondary" data-testid="code-validity">
                        {validity(c)}
                        {(c.starts_at || c.ends_at) && ` · ${t('discounts.zone', { zone: timeZone })}`}
                      </small>
                      <small className="d-block text-body-secondary" data-testid="code-uses">
                        {c.max_uses === null
                          ? t('discounts.usesUnlimited', { uses: c.uses })
                          : t('discounts.uses', { uses: c.uses, max: c.max_uses })}
                        {c.max_uses_per_phone !== null &&
                          ` · ${t('discounts.perPhone', { count: c.max_uses_per_phone })}`}
                      </small>
                    </div>
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <Form.Check
                        type="switch"
                        role="switch"
                        id={`discount-active-${c.discount_code_id}`}
                        label={t('discounts.fields.active')}
                        aria-label={t('discounts.activeLabel', { code: c.code })}
                        checked={c.active}
                        disabled={switching === c.discount_code_id}
                        onChange={() => void toggle(c)}
                      />
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-expanded={showingOrders}
                        aria-controls={`discount-orders-${c.discount_code_id}`}
                        onClick={() => setOrdersOf(showingOrders ? null : c.discount_code_id)}
                      >
                        {showingOrders ? (
                          <ChevronUp size={14} className="me-1" aria-hidden />
                        ) : (
                          <ChevronDown size={14} className="me-1" aria-hidden />
                        )}
                        {t('discounts.showOrders')}
                        <span className="visually-hidden"> {c.code}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={t('discounts.edit', { code: c.code })}
                        onClick={() => setForm({ code: c })}
                      >
                        <Pencil size={14} aria-hidden />
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={t('discounts.delete', { code: c.code })}
                        onClick={() => setToDelete(c)}
                      >
                        <Trash2 size={14} aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <div id={`discount-orders-${c.discount_code_id}`}>
                    {showingOrders && <CodeOrders id={c.discount_code_id} code={c.code} />}
                  </div>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('discounts.deleteTitle')}
        text={t('discounts.deleteText', { code: toDelete?.code ?? '' })}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
