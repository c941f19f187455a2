import { Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, Form, Offcanvas, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { DemoError } from '../../mock/api/demoApi';
import { dataListCategories, orderStatuses } from '../../mock/db/datalist';
import { type DataListInput, type DataListItem, useAddItemMutation, useUpdateItemMutation } from './dataListApi';
import { statusKey } from './itemUi';

interface Draft {
  name: string;
  category: string;
  order_status: string;
  price: string;
  popularity: string;
}
type Errors = Partial<Record<keyof Draft | 'form', string>>;

/** A refused field tells assistive technology so, and which message explains why. */
const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

const blank: Draft = { name: '', category: '', order_status: '', price: '', popularity: '' };
const draftOf = (item: DataListItem | null): Draft =>
  item
    ? {
        name: item.name,
        category: item.category,
        order_status: item.order_status,
        price: item.price,
        popularity: String(item.popularity.popValue),
      }
    : blank;

/** The picture the seed uses for a category. */
const imageFor = (category: string) => `/assets/demo/products/${category.toLowerCase().replace(/ /g, '-')}.svg`;

/**
 * The side panel that adds an item (`item` null) or edits one. The mock checks name, category,
 * order status and price and answers per field; the panel shows each message by its field.
 */
export function ItemPanel({
  show,
  item,
  onHide,
  onAdded,
}: {
  show: boolean;
  item: DataListItem | null;
  onHide: () => void;
  onAdded: (item: DataListItem) => void;
}) {
  const { t } = useTranslation('dataList');
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const [addItem, adding] = useAddItemMutation();
  const [updateItem, updating] = useUpdateItemMutation();
  const busy = adding.isLoading || updating.isLoading;

  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors(({ [key]: _cleared, form: _form, ...rest }) => rest);
  };

  // The mock's messages per field, in the reader's language (its own text for anything else).
  const fieldMessage = (field: string, text: string) =>
    ['name', 'category', 'order_status', 'price'].includes(field) ? t(`errors.${field}`) : text;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pop = draft.popularity.trim();
    const popValue = pop === '' ? 0 : Number(pop);
    if (!Number.isInteger(popValue) || popValue < 0 || popValue > 100) {
      setErrors({ popularity: t('errors.popularity') });
      return;
    }
    const obj: DataListInput = {
      name: draft.name,
      category: draft.category,
      order_status: draft.order_status,
      // Blank is no price at all (the mock would read '' as 0).
      price: draft.price.trim() ? draft.price.trim().replace(',', '.') : null,
      popularity: popValue,
      img: item && item.category === draft.category ? item.img : imageFor(draft.category),
    };
    try {
      if (item) {
        const saved = await updateItem({ ...obj, id: item.id }).unwrap();
        toast.success(t('panel.updated', { name: saved.name }));
      } else {
        const saved = await addItem(obj).unwrap();
        toast.success(t('panel.added', { name: saved.name }));
        onAdded(saved);
      }
      onHide();
    } catch (caught) {
      const refused = caught as DemoError;
      if (refused.error && typeof refused.error === 'object') {
        setErrors(
          Object.fromEntries(Object.entries(refused.error).map(([field, text]) => [field, fieldMessage(field, text)])),
        );
      } else {
        setErrors({ form: typeof refused.error === 'string' && refused.error ? refused.error : t('errors.generic') });
      }
    }
  };

  const title = item ? t('panel.editTitle') : t('panel.addTitle');
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      className="vt-app-page vt-demo-app"
      aria-labelledby="data-list-panel-title"
      onEnter={() => {
        setDraft(draftOf(item));
        setErrors({});
      }}
      onEntered={(panel: HTMLElement) => {
        // The name field once the panel has slid in, unless a field already has the focus: on a
        // slow phone the slide lasts long enough to start filling the form.
        const active = document.activeElement;
        if (!active || active === panel || !panel.contains(active)) nameRef.current?.focus();
      }}
      data-testid="item-panel"
    >
      <Offcanvas.Header closeButton closeLabel={t('panel.close')}>
        <Offcanvas.Title id="data-list-panel-title" as="h2" className="h5">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={submit} aria-labelledby="data-list-panel-title">
          <Form.Group className="mb-3" controlId="dl-name">
            <Form.Label>{t('fields.name')}</Form.Label>
            <Form.Control
              ref={nameRef}
              value={draft.name}
              onChange={set('name')}
              isInvalid={!!errors.name}
              {...invalid('dl-name', errors.name)}
              autoComplete="off"
            />
            <Form.Control.Feedback type="invalid" id="dl-name-error">
              {errors.name}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="dl-category">
            <Form.Label>{t('fields.category')}</Form.Label>
            <Form.Select
              value={draft.category}
              onChange={set('category')}
              isInvalid={!!errors.category}
              {...invalid('dl-category', errors.category)}
            >
              <option value="">{t('panel.choose')}</option>
              {dataListCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="dl-category-error">
              {errors.category}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="dl-status">
            <Form.Label>{t('fields.orderStatus')}</Form.Label>
            <Form.Select
              value={draft.order_status}
              onChange={set('order_status')}
              isInvalid={!!errors.order_status}
              {...invalid('dl-status', errors.order_status)}
            >
              <option value="">{t('panel.choose')}</option>
              {orderStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(statusKey(s))}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="dl-status-error">
              {errors.order_status}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="dl-price">
            <Form.Label>{t('fields.price')}</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={draft.price}
              onChange={set('price')}
              isInvalid={!!errors.price}
              {...invalid('dl-price', errors.price)}
              autoComplete="off"
              dir="ltr"
            />
            <Form.Control.Feedback type="invalid" id="dl-price-error">
              {errors.price}
            </Form.Control.Feedback>
            <Form.Text>{t('panel.priceHint')}</Form.Text>
          </Form.Group>
          <Form.Group className="mb-4" controlId="dl-popularity">
            <Form.Label>{t('fields.popularity')}</Form.Label>
            <Form.Control
              type="number"
              min={0}
              max={100}
              step={1}
              value={draft.popularity}
              onChange={set('popularity')}
              isInvalid={!!errors.popularity}
              {...invalid('dl-popularity', errors.popularity)}
            />
            <Form.Control.Feedback type="invalid" id="dl-popularity-error">
              {errors.popularity}
            </Form.Control.Feedback>
            <Form.Text>{t('panel.popularityHint')}</Form.Text>
          </Form.Group>
          {errors.form && (
            <Alert variant="danger" data-testid="panel-error">
              {errors.form}
            </Alert>
          )}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={busy} data-testid="save-item">
              {busy ? (
                <Spinner size="sm" className="me-2" aria-hidden />
              ) : (
                <Save size={16} className="me-2" aria-hidden />
              )}
              {item ? t('panel.save') : t('panel.add')}
            </Button>
            <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
              {t('panel.cancel')}
            </Button>
          </div>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
