import type { OwnerCategory, OwnerProduct, ProductInput } from '@vitrine/contracts';
import { currencyExponent, parseTypedAmount, typedAmountProblem } from '@vitrine/contracts/currency';
import { formatNumber } from '@vitrine/contracts/number-format';
import { ArrowLeft, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { LoadError, Loading, PageHeader, useFailureText } from '../../../components/ui';
import { useShopCurrency } from '../api/shopApi';
import { SharePanel } from '../share/SharePanel';
import { TextField } from '../shared/fields';
import { ImageUploadButton } from '../shared/ImageUploadButton';
import { useOwnerForm } from '../shared/ownerForm';
import { queryState } from '../shared/queryState';
import { createProduct, fetchProduct, updateProduct, useGetProductQuery, useListCategoriesQuery } from './productsApi';
import { StockHistory } from './StockHistory';
import { OwnStockNote, VariantRow } from './VariantFields';

export interface Values {
  product_name: string;
  /** The product's own code; '' is none. */
  sku: string;
  description: string;
  main_price: string;
  category_id: string;
  in_stock: boolean;
  is_active: boolean;
  /** Units counted; '' is "not counted" (the In stock switch decides). */
  stock_quantity: string;
  variants: {
    product_variant_id?: number;
    product_variant_name: string;
    sku: string;
    price: string;
    stock_quantity: string;
  }[];
}

const unitsText = (q: number | null | undefined) => (q == null ? '' : String(q));
const unitsOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The quantities the form showed, keyed like the API's fields: a save sends them as `stock_quantity_expected`. */
type Shown = { own: number | null; variants: Record<number, number | null> };
const shownOf = (p?: OwnerProduct): Shown => ({
  own: p?.stock_quantity ?? null,
  variants: Object.fromEntries((p?.variants ?? []).map((v) => [v.product_variant_id, v.stock_quantity])),
});

const toValues = (p?: OwnerProduct): Values => ({
  product_name: p?.product_name ?? '',
  sku: p?.sku ?? '',
  description: p?.description ?? '',
  main_price: p ? String(p.main_price) : '',
  category_id: p?.category_id == null ? '' : String(p.category_id),
  in_stock: p?.in_stock ?? true,
  is_active: p?.is_active ?? true,
  stock_quantity: unitsText(p?.stock_quantity),
  variants: (p?.variants ?? []).map((v) => ({
    product_variant_id: v.product_variant_id,
    product_variant_name: v.product_variant_name,
    sku: v.sku ?? '',
    price: String(v.price),
    stock_quantity: unitsText(v.stock_quantity),
  })),
});

/** Create (`/account/products/new`) or edit (`/account/products/:id`) a product. */
export default function ProductEditPage() {
  const { t } = useTranslation('account');
  const param = useParams().productId;
  const id = param ? Number(param) : null;
  const validId = id != null && Number.isInteger(id) && id > 0;
  const product = queryState(useGetProductQuery(id ?? 0, { skip: !validId }));
  const categories = queryState(useListCategoriesQuery());
  const back = (
    <Link to="/account/products" className="btn btn-outline-secondary vt-quiet-outline">
      <ArrowLeft size={16} className="me-2" aria-hidden />
      {t('common.back')}
    </Link>
  );
  if (id != null && !validId) return <PageHeader title={t('products.notFound')} actions={back} />;
  if ((validId && product.result.state === 'loading') || categories.result.state === 'loading') return <Loading />;
  if (validId && product.result.state === 'error') {
    return product.result.status === 404 ? (
      <PageHeader title={t('products.notFound')} actions={back} />
    ) : (
      <LoadError message={product.result.message} onRetry={product.retry} />
    );
  }
  if (categories.result.state === 'error')
    return <LoadError message={categories.result.message} onRetry={categories.retry} />;
  return (
    <>
      <PageHeader title={id == null ? t('products.new') : t('products.edit')} actions={back} />
      <ProductForm
        product={validId && product.result.state === 'ready' ? product.result.data.product : undefined}
        categories={categories.result.data.categories}
      />
      {validId && (
        <div className="mt-4">
          <StockHistory productId={id as number} />
        </div>
      )}
      {validId && (
        <div className="mt-4">
          <SharePanel productId={id as number} />
        </div>
      )}
    </>
  );
}

function ProductForm({ product, categories }: { product?: OwnerProduct; categories: OwnerCategory[] }) {
  const { t, i18n } = useTranslation('account');
  const failureText = useFailureText();
  const navigate = useNavigate();
  const currency = useShopCurrency();
  const [savedImages] = useState<string[]>(() =>
    product ? [product.image_url, ...product.images.filter((i) => i !== product.image_url)].filter(Boolean) : [],
  );
  const [images, setImages] = useState<string[]>(savedImages);
  /** The new first variant (its field key) that takes the product's own count when saved. */
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>(() => shownOf(product));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ defaultValues: toValues(product) });
  const variants = useFieldArray({ control, name: 'variants' });
  const form = useOwnerForm(isDirty || images.join('\n') !== savedImages.join('\n'));
  const mover = variants.fields.findIndex((f) => f.id === movedTo);
  const required = { required: t('errors.required') };
  const hasVariants = watch('variants').length > 0;
  const units = {
    validate: (v: string) => (v.trim() === '' || /^\d{1,7}$/.test(v.trim()) ? true : t('products.unitsFormat')),
  };
  const sku = { maxLength: { value: 64, message: t('errors.tooLong', { max: 64 }) } };
  // "12.50" or, as de, fr and pt write it, "12,50"; as many decimals as the shop's currency has.
  const decimals = currency ? currencyExponent(currency) : 2;
  const example = formatNumber(decimals === 0 ? 125 : 12.5, i18n.language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const price = {
    ...required,
    validate: (v: string) =>
      typedAmountProblem(v, currency || 'USD') === null ? true : t('products.priceFormat', { example }),
  };

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    // A quantity is sent only when the owner changed it, with the figure the form showed: an order
    // that took stock meanwhile makes the server refuse the save instead of overwriting the sale.
    const own = values.variants.length ? null : unitsOf(values.stock_quantity);
    // A move to the first variant is the server's to make with the count it holds then (an order
    // may have taken some): the product's own figure is not sent.
    const moving = product !== undefined && mover >= 0;
    const ownStock = !product
      ? { stock_quantity: own }
      : moving || own === shown.own
        ? {}
        : { stock_quantity: own, stock_quantity_expected: shown.own };
    const body: ProductInput = {
      ...ownStock,
      product_name: values.product_name.trim(),
      sku: values.sku.trim() || null,
      description: values.description.trim(),
      main_price: parseTypedAmount(values.main_price),
      category_id: values.category_id ? Number(values.category_id) : null,
      in_stock: values.in_stock,
      is_active: values.is_active,
      image_url: images[0] ?? '',
      images,
      variants: values.variants.map((v, index) => {
        const to = unitsOf(v.stock_quantity);
        const was = v.product_variant_id ? (shown.variants[v.product_variant_id] ?? null) : null;
        const stock =
          moving && index === mover
            ? { stock_from_product: true as const }
            : !v.product_variant_id
              ? { stock_quantity: to }
              : to !== was
                ? { stock_quantity: to, stock_quantity_expected: was }
                : {};
        return {
          ...(v.product_variant_id ? { product_variant_id: v.product_variant_id } : {}),
          product_variant_name: v.product_variant_name.trim(),
          sku: v.sku.trim() || null,
          price: parseTypedAmount(v.price),
          ...stock,
        };
      }),
    };
    const result = product ? await updateProduct(product.product_id, body) : await createProduct(body);
    if (!result.ok && result.status === 409 && product) {
      // Stock moved since the form opened: show today's figures beside what the owner typed, and
      // take them as the new baseline, so saving again is a deliberate choice.
      const fresh = await fetchProduct(product.product_id);
      if (fresh.ok) {
        const now = fresh.data.product;
        setShown(shownOf(now));
        for (const name of Object.keys(result.errors)) {
          const [head, index] = name.split('.');
          const variantId = head === 'variants' ? values.variants[Number(index)]?.product_variant_id : undefined;
          const figure =
            head === 'variants'
              ? now.variants.find((v) => v.product_variant_id === variantId)?.stock_quantity
              : now.stock_quantity;
          const message = figure == null ? t('products.stockNowUntracked') : t('products.stockNow', { count: figure });
          if (head === 'variants') setError(`variants.${Number(index)}.stock_quantity`, { message });
          else setError('stock_quantity', { message });
        }
      }
      setApiError(t('products.stockConflict'));
      form.showFirstProblem();
      return;
    }
    if (!result.ok) {
      let mapped = false;
      for (const [name, message] of Object.entries(result.errors)) {
        const [head, index, leaf] = name.split('.');
        if (
          head === 'variants' &&
          index !== undefined &&
          (leaf === 'product_variant_name' || leaf === 'sku' || leaf === 'price' || leaf === 'stock_quantity')
        ) {
          setError(`variants.${Number(index)}.${leaf}`, { message });
          mapped = true;
        } else if (head in values) {
          setError(head as keyof Values, { message });
          mapped = true;
        }
      }
      setApiError(mapped ? t('errors.fixFields') : failureText(result.message));
      form.showFirstProblem();
      return;
    }
    toast.success(t('products.saved'));
    form.release();
    navigate('/account/products');
  }, form.showFirstProblem);

  return (
    <Form noValidate onSubmit={onSubmit} ref={form.formRef} data-testid="product-form">
      {form.leaveDialog}
      <Row className="g-4">
        <Col lg={8}>
          <Card className="mb-4">
            <Card.Body>
              <Row>
                <TextField
                  id="product-name"
                  md={8}
                  label={t('products.fields.product_name')}
                  registration={register('product_name', required)}
                  error={errors.product_name}
                />
                <TextField
                  id="product-sku"
                  md={4}
                  label={t('products.fields.sku')}
                  registration={register('sku', sku)}
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
                  registration={register('main_price', price)}
                  error={errors.main_price}
                />
                <Form.Group as={Col} md={6} className="mb-3" controlId="product-category">
                  <Form.Label>{t('products.fields.category_id')}</Form.Label>
                  <Form.Select isInvalid={!!errors.category_id} {...register('category_id')}>
                    <option value="">{t('products.uncategorised')}</option>
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{errors.category_id?.message}</Form.Control.Feedback>
                </Form.Group>
                {!hasVariants && (
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
                )}
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
                  rules={{ required, sku, price, units }}
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
        </Col>
        <Col lg={4}>
          <Card>
            <Card.Body>
              <h2 className="h5">{t('products.fields.images')}</h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2">
                {images.map((url, index) => (
                  <li key={url} className="border rounded p-1 text-center" style={{ width: 132 }}>
                    <img src={url} alt="" width={100} height={100} className="object-fit-cover rounded" />
                    <div className="d-flex flex-wrap align-items-center justify-content-center gap-1 mt-1">
                      {index === 0 ? (
                        <span className="badge text-bg-primary text-wrap">{t('products.mainImage')}</span>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          aria-label={t('products.makeMain')}
                          onClick={() => setImages((list) => [url, ...list.filter((u) => u !== url)])}
                        >
                          <Star size={14} aria-hidden />
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={t('common.remove')}
                        onClick={() => setImages((list) => list.filter((u) => u !== url))}
                      >
                        <Trash2 size={14} aria-hidden />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <ImageUploadButton
                onUploaded={(url) => setImages((list) => [...list, url])}
                onFailed={(message) => toast.error(message)}
                disabled={images.length >= 10}
                camera
                testId="product-image-input"
              />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {apiError && (
        <Alert variant="danger" className="mt-4" data-testid="save-error" data-form-summary>
          {apiError}
        </Alert>
      )}
      <div className="mt-4">
        <Button type="submit" disabled={isSubmitting} data-testid="save-product">
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
