import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A product's stars, read out as "Rated 4 out of 5". */
export function Rating({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('ecommerceDemo');
  return (
    <span className="vt-ecom-rating d-inline-flex gap-1" role="img" aria-label={t('rating.label', { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden
          className={n <= value ? 'text-warning' : 'text-body-tertiary'}
          fill={n <= value ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
