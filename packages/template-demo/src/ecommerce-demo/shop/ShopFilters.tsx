import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ProductFilters } from '../ecommerceApi';
import { useMoney } from '../shared/format';

/** What the sidebar chooses; the search box, sort and page live with the list. */
export interface FilterChoice {
  category: string[];
  brand: string[];
  priceMin: number;
  priceMax: number;
  rating: number;
}

export const noFilter = (bounds: ProductFilters): FilterChoice => ({
  category: [],
  brand: [],
  priceMin: bounds.priceMin,
  priceMax: bounds.priceMax,
  rating: 0,
});

const toggled = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

const ratings = [4, 3, 2, 0] as const;

/** The shop's filters: price range (two sliders), categories, brands, minimum rating, Clear. */
export function ShopFilters({
  bounds,
  value,
  onChange,
  idPrefix,
}: {
  bounds: ProductFilters;
  value: FilterChoice;
  onChange: (next: FilterChoice) => void;
  /** The sidebar and the phone's offcanvas each get their own field ids. */
  idPrefix: string;
}) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  const set = (change: Partial<FilterChoice>) => onChange({ ...value, ...change });
  const step = 10;
  return (
    <div className="d-flex flex-column gap-4" data-testid="shop-filters">
      <fieldset>
        <legend className="h6">{t('filters.price')}</legend>
        <p className="small text-body-secondary mb-2" data-testid="price-range" aria-live="polite">
          {t('filters.priceRange', { min: money(value.priceMin), max: money(value.priceMax) })}
        </p>
        <Form.Label htmlFor={`${idPrefix}-price-min`} className="small mb-0">
          {t('filters.priceMin')}
        </Form.Label>
        <Form.Range
          id={`${idPrefix}-price-min`}
          min={bounds.priceMin}
          max={bounds.priceMax}
          step={step}
          value={value.priceMin}
          aria-valuetext={money(value.priceMin)}
          onChange={(e) => set({ priceMin: Math.min(Number(e.target.value), value.priceMax) })}
        />
        <Form.Label htmlFor={`${idPrefix}-price-max`} className="small mb-0">
          {t('filters.priceMax')}
        </Form.Label>
        <Form.Range
          id={`${idPrefix}-price-max`}
          min={bounds.priceMin}
          max={bounds.priceMax}
          step={step}
          value={value.priceMax}
          aria-valuetext={money(value.priceMax)}
          onChange={(e) => set({ priceMax: Math.max(Number(e.target.value), value.priceMin) })}
        />
      </fieldset>
      <fieldset>
        <legend className="h6">{t('filters.categories')}</legend>
        {bounds.categories.map((category) => (
          <Form.Check
            key={category}
            id={`${idPrefix}-category-${category}`}
            label={t(`categories.${category}`)}
            checked={value.category.includes(category)}
            onChange={(e) => set({ category: toggled(value.category, category, e.target.checked) })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="h6">{t('filters.brands')}</legend>
        {bounds.brands.map((brand) => (
          <Form.Check
            key={brand}
            id={`${idPrefix}-brand-${brand}`}
            label={brand}
            checked={value.brand.includes(brand)}
            onChange={(e) => set({ brand: toggled(value.brand, brand, e.target.checked) })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="h6">{t('filters.rating')}</legend>
        {ratings.map((stars) => (
          <Form.Check
            key={stars}
            type="radio"
            name={`${idPrefix}-rating`}
            id={`${idPrefix}-rating-${stars}`}
            label={stars ? t('filters.ratingAtLeast', { count: stars }) : t('filters.ratingAny')}
            checked={value.rating === stars}
            onChange={() => set({ rating: stars })}
          />
        ))}
      </fieldset>
      <Button variant="outline-secondary" onClick={() => onChange(noFilter(bounds))} data-testid="clear-filters">
        {t('filters.clear')}
      </Button>
    </div>
  );
}
