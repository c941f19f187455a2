import type { OwnerProduct } from '@vitrine/contracts';
import { currencyExponent, typedAmountProblem } from '@vitrine/contracts/currency';
import { formatNumber } from '@vitrine/contracts/number-format';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../components/ui';
import { useShopCurrency } from '../api/shopApi';
import { useOwnerForm } from '../shared/ownerForm';
import {
  conflictFigures,
  placedErrors,
  type Shown,
  shownOf,
  toProductInput,
  toValues,
  type Values,
} from './productFormValues';
import { createProduct, fetchProduct, updateProduct } from './productsApi';

/** The validation rules the product form's fields share with its variant rows. */
function useProductRules() {
  const { t, i18n } = useTranslation('account');
  const currency = useShopCurrency();
  const required = { required: t('errors.required') };
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
  return { required, sku, price, units };
}

export type ProductRules = ReturnType<typeof useProductRules>;

/** The pictures in their order (the first is the main one), and whether they differ from the saved ones. */
function useProductImages(product?: OwnerProduct) {
  const [saved] = useState<string[]>(() =>
    product ? [product.image_url, ...product.images.filter((i) => i !== product.image_url)].filter(Boolean) : [],
  );
  const [images, setImages] = useState<string[]>(saved);
  return { images, setImages, changed: images.join('\n') !== saved.join('\n') };
}

/**
 * The product form's state: the fields, the pictures, the move of the product's own count to its
 * first variant, and the save (a stock conflict shows today's figures beside what was typed).
 */
export function useProductForm(product?: OwnerProduct) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const navigate = useNavigate();
  const rules = useProductRules();
  const { images, setImages, changed } = useProductImages(product);
  /** The new first variant (its field key) that takes the product's own count when saved. */
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>(() => shownOf(product));
  const fields = useForm<Values>({ defaultValues: toValues(product) });
  const { control, handleSubmit, setError } = fields;
  const variants = useFieldArray({ control, name: 'variants' });
  const form = useOwnerForm(fields.formState.isDirty || changed);
  const mover = variants.fields.findIndex((f) => f.id === movedTo);

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    const body = toProductInput(values, { editing: product !== undefined, images, shown, mover });
    const result = product ? await updateProduct(product.product_id, body) : await createProduct(body);
    if (!result.ok && result.status === 409 && product) {
      // Stock moved since the form opened: show today's figures beside what the owner typed, and
      // take them as the new baseline, so saving again is a deliberate choice.
      const fresh = await fetchProduct(product.product_id);
      if (fresh.ok) {
        setShown(shownOf(fresh.data.product));
        for (const [field, figure] of conflictFigures(result.errors, values, fresh.data.product)) {
          const message = figure == null ? t('products.stockNowUntracked') : t('products.stockNow', { count: figure });
          setError(field, { message });
        }
      }
      setApiError(t('products.stockConflict'));
      form.showFirstProblem();
      return;
    }
    if (!result.ok) {
      const placed = placedErrors(result.errors, values);
      for (const [field, message] of placed) setError(field, { message });
      setApiError(placed.length > 0 ? t('errors.fixFields') : failureText(result.message));
      form.showFirstProblem();
      return;
    }
    toast.success(t('products.saved'));
    form.release();
    navigate('/account/products');
  }, form.showFirstProblem);

  return { fields, variants, rules, images, setImages, mover, setMovedTo, shown, apiError, form, onSubmit };
}
