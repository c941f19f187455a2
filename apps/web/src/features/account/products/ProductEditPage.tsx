import type { OwnerCategory, OwnerProduct } from '@vitrine/contracts';
import { ArrowLeft } from 'lucide-react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError, Loading, PageHeader } from '../../../components/ui';
import { SharePanel } from '../share/SharePanel';
import { queryState } from '../shared/queryState';
import { ProductDetailsCard } from './ProductDetailsCard';
import { ProductPictures } from './ProductPictures';
import { ProductVariantsCard } from './ProductVariantsCard';
import { useGetProductQuery, useListCategoriesQuery } from './productsApi';
import { StockHistory } from './StockHistory';
import { useProductForm } from './useProductForm';

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

/** The product's fields, variants and pictures, and the save. */
function ProductForm({ product, categories }: { product?: OwnerProduct; categories: OwnerCategory[] }) {
  const { t } = useTranslation('account');
  const { fields, variants, rules, images, setImages, mover, setMovedTo, shown, apiError, form, onSubmit } =
    useProductForm(product);
  const { register, watch, formState } = fields;
  return (
    <Form noValidate onSubmit={onSubmit} ref={form.formRef} data-testid="product-form">
      {form.leaveDialog}
      <Row className="g-4">
        <Col lg={8}>
          <ProductDetailsCard
            register={register}
            errors={formState.errors}
            rules={rules}
            categories={categories}
            hasVariants={watch('variants').length > 0}
          />
          <ProductVariantsCard
            fields={fields}
            variants={variants}
            rules={rules}
            product={product}
            shown={shown}
            mover={mover}
            setMovedTo={setMovedTo}
          />
        </Col>
        <Col lg={4}>
          <ProductPictures images={images} setImages={setImages} />
        </Col>
      </Row>
      {apiError && (
        <Alert variant="danger" className="mt-4" data-testid="save-error" data-form-summary>
          {apiError}
        </Alert>
      )}
      <div className="mt-4">
        <Button type="submit" disabled={formState.isSubmitting} data-testid="save-product">
          {formState.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
          {formState.isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
