import type { OwnerCategory } from '@vitrine/contracts';
import { Card, Col, Form, Row } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryOptions } from '../categories/CategoryOptions';
import { TextField } from '../shared/fields';
import type { Values } from './productFormValues';
import type { ProductRules } from './useProductForm';

type Fields = { register: UseFormRegister<Values>; errors: FieldErrors<Values> };

/** The product's own fields: name, code, description, price, category, stock and the two switches. */
export function ProductDetailsCard({
  register,
  errors,
  rules,
  categories,
  hasVariants,
}: Fields & { rules: ProductRules; categories: OwnerCategory[]; hasVariants: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Card className="mb-4">
      <Card.Body>
        <Row>
          <TextField
            id="product-name"
            md={8}
            label={t('products.fields.product_name')}
            registration={register('product_name', rules.required)}
            error={errors.product_name}
          />
          <TextField
            id="product-sku"
            md={4}
            label={t('products.fields.sku')}
            registration={register('sku', rules.sku)}
            error={errors.sku}
            hint={t('products.skuHelp')}
          />
          <TextField
            id="product-description"
            md={12}
            as="textarea"
            rows={4}
            label={t('products.fields.description')}
            registration={register('description')}
            error={errors.description}
          />
          <TextField
            id="product-price"
            md={6}
            type="text"
            inputMode="decimal"
            label={t('products.fields.main_price')}
            registration={register('main_price', rules.price)}
            error={errors.main_price}
          />
          <CategoryField register={register} errors={errors} categories={categories} />
          {/* With variants, each variant counts its own stock. */}
          {!hasVariants && <StockField register={register} errors={errors} units={rules.units} />}
          <Col md={12}>
            <Form.Check
              type="switch"
              id="product-in-stock"
              label={t('products.fields.in_stock')}
              {...register('in_stock')}
            />
            <Form.Check
              type="switch"
              id="product-is-active"
              label={t('products.fields.is_active')}
              aria-describedby="product-is-active-help"
              {...register('is_active')}
            />
            <Form.Text id="product-is-active-help">{t('products.activeHelp')}</Form.Text>
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

function CategoryField({ register, errors, categories }: Fields & { categories: OwnerCategory[] }) {
  const { t } = useTranslation('account');
  return (
    <Form.Group as={Col} md={6} className="mb-3" controlId="product-category">
      <Form.Label>{t('products.fields.category_id')}</Form.Label>
      <Form.Select isInvalid={!!errors.category_id} {...register('category_id')}>
        <CategoryOptions categories={categories} />
      </Form.Select>
      <Form.Control.Feedback type="invalid">{errors.category_id?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Units counted of the product itself; empty: not counted (the In stock switch decides). */
function StockField({ register, errors, units }: Fields & { units: ProductRules['units'] }) {
  const { t } = useTranslation('account');
  return (
    <Form.Group as={Col} md={6} className="mb-3" controlId="product-stock">
      <Form.Label>{t('products.fields.stock_quantity')}</Form.Label>
      <Form.Control
        inputMode="numeric"
        placeholder={t('products.notCounted')}
        aria-describedby="product-stock-help"
        isInvalid={!!errors.stock_quantity}
        data-testid="stock-quantity"
        {...register('stock_quantity', units)}
      />
      <Form.Control.Feedback type="invalid">{errors.stock_quantity?.message}</Form.Control.Feedback>
      <Form.Text id="product-stock-help">{t('products.stockHelp')}</Form.Text>
    </Form.Group>
  );
}
