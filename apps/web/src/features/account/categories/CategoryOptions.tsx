import type { OwnerCategory } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';

/** A category select's options: "Uncategorised" (the empty value), then the shop's categories in their order. */
export function CategoryOptions({ categories }: { categories: readonly OwnerCategory[] }) {
  const { t } = useTranslation('account');
  return (
    <>
      <option value="">{t('products.uncategorised')}</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
