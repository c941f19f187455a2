import { canMoveOwnStock } from '@vitrine/contracts/stock-rules';
import { Trash2, Undo2 } from 'lucide-react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import type { FieldErrors, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Values } from './productFormValues';

type TextRules = RegisterOptions<Values, `variants.${number}.sku`>;

/**
 * One variant's fields, each with a visible label (the number, for screen readers, tells the rows
 * apart): two per line on a phone, one line from wide screens on, none cut off.
 */
export function VariantRow({
  index,
  register,
  errors,
  rules,
  moved,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  rules: { required: TextRules; sku: TextRules; price: TextRules; units: TextRules };
  /** This variant takes the product's own count on save: its units are that count. */
  moved: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('account');
  const own = errors.variants?.[index];
  const id = (field: string) => `variant-${index}-${field}`;
  const label = (text: string) => (
    <Form.Label className="small mb-1">
      {text}
      <span className="visually-hidden"> {index + 1}</span>
    </Form.Label>
  );
  return (
    <Row className="g-2 align-items-end mb-3 pb-2 border-bottom" data-testid="variant-row">
      <Form.Group as={Col} xs={12} sm={6} lg={3} controlId={id('name')}>
        {label(t('products.variantName'))}
        <Form.Control
          isInvalid={!!own?.product_variant_name}
          {...register(`variants.${index}.product_variant_name`, rules.required)}
        />
        <Form.Control.Feedback type="invalid">{own?.product_variant_name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group as={Col} xs={12} sm={6} lg={3} controlId={id('sku')}>
        {label(t('products.variantSku'))}
        <Form.Control
          isInvalid={!!own?.sku}
          data-testid="variant-sku"
          {...register(`variants.${index}.sku`, rules.sku)}
        />
        <Form.Control.Feedback type="invalid">{own?.sku?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group as={Col} xs={6} lg={2} controlId={id('price')}>
        {label(t('products.variantPrice'))}
        <Form.Control
          inputMode="decimal"
          isInvalid={!!own?.price}
          {...register(`variants.${index}.price`, rules.price)}
        />
        <Form.Control.Feedback type="invalid">{own?.price?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group as={Col} xs={6} lg={2} controlId={id('stock')}>
        {label(t('products.variantStock'))}
        <Form.Control
          inputMode="numeric"
          placeholder={t('products.notCounted')}
          readOnly={moved}
          aria-describedby={moved ? 'own-stock-note' : undefined}
          isInvalid={!!own?.stock_quantity}
          data-testid="variant-stock"
          {...register(`variants.${index}.stock_quantity`, rules.units)}
        />
        <Form.Control.Feedback type="invalid">{own?.stock_quantity?.message}</Form.Control.Feedback>
      </Form.Group>
      <Col xs={12} lg={2}>
        <Button
          variant="outline-danger"
          aria-label={t('products.removeVariant', { name: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden />
        </Button>
      </Col>
    </Row>
  );
}

/**
 * Shown once the product gets its first variant while it counts units of its own: with variants,
 * each variant counts its stock, so those units would no longer be counted. Says so, and moves them
 * to the first variant in one click (undone as easily).
 */
export function OwnStockNote({
  count,
  hadVariants,
  firstVariant,
  moved,
  onMove,
  onUndo,
}: {
  /** The product's own count (as saved; as typed for a new product); null: not counted. */
  count: number | null;
  hadVariants: boolean;
  /** The first variant's name as typed; null while there is no variant. */
  firstVariant: string | null;
  moved: boolean;
  onMove: (count: number) => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation('account');
  if (firstVariant === null || count === null || Number.isNaN(count) || !canMoveOwnStock(count, hadVariants ? 1 : 0)) {
    return null;
  }
  const name = firstVariant.trim() || t('products.firstVariant');
  return (
    <Alert variant={moved ? 'success' : 'warning'} className="py-2" id="own-stock-note" data-testid="own-stock-note">
      <p className="mb-2">
        {moved ? t('products.ownStockMoved', { count, name }) : t('products.ownStockNote', { count })}
      </p>
      {moved ? (
        <Button size="sm" variant="outline-secondary" onClick={onUndo}>
          <Undo2 size={14} className="me-1" aria-hidden />
          {t('products.ownStockUndo')}
        </Button>
      ) : (
        <Button size="sm" variant="primary" onClick={() => onMove(count)} data-testid="move-own-stock">
          {t('products.ownStockMove', { count, name })}
        </Button>
      )}
    </Alert>
  );
}
