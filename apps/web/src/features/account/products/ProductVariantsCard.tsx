import type { OwnerProduct } from '@vitrine/contracts';
import { Plus } from 'lucide-react';
import { Button, Card } from 'react-bootstrap';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Shown, unitsOf, type Values } from './productFormValues';
import type { ProductRules } from './useProductForm';
import { OwnStockNote, VariantRow } from './VariantFields';

/**
 * The product's variants, and the note that offers to move the product's own count to the first
 * one (with variants, only the variants count stock).
 */
export function ProductVariantsCard({
  fields,
  variants,
  rules,
  product,
  shown,
  mover,
  setMovedTo,
}: {
  fields: UseFormReturn<Values>;
  variants: UseFieldArrayReturn<Values, 'variants'>;
  rules: ProductRules;
  /** The product as saved; undefined while creating one. */
  product?: OwnerProduct;
  shown: Shown;
  /** The index of the variant that takes the product's own count on save; -1: none. */
  mover: number;
  setMovedTo: (fieldKey: string | null) => void;
}) {
  const { t } = useTranslation('account');
  const { register, watch, setValue } = fields;
  const errors = fields.formState.errors;
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('products.fields.variants')}</h2>
        {variants.fields.length === 0 && <p className="text-body-secondary">{t('products.noVariants')}</p>}
        {variants.fields.map((variant, index) => (
          <VariantRow
            key={variant.id}
            index={index}
            register={register}
            errors={errors}
            rules={rules}
            moved={index === mover}
            onRemove={() => variants.remove(index)}
          />
        ))}
        <OwnStockNote
          count={product ? shown.own : unitsOf(watch('stock_quantity'))}
          hadVariants={(product?.variants.length ?? 0) > 0}
          firstVariant={variants.fields.length > 0 ? watch('variants.0.product_variant_name') : null}
          moved={mover >= 0}
          onMove={(count) => {
            setMovedTo(variants.fields[0].id);
            setValue('variants.0.stock_quantity', String(count), { shouldDirty: true });
          }}
          onUndo={() => {
            setMovedTo(null);
            setValue('variants.0.stock_quantity', '', { shouldDirty: true });
          }}
        />
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => variants.append({ product_variant_name: '', sku: '', price: '', stock_quantity: '' })}
          data-testid="add-variant"
        >
          <Plus size={16} className="me-1" aria-hidden />
          {t('products.addVariant')}
        </Button>
      </Card.Body>
    </Card>
  );
}
