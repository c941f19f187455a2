import { useGetCountryListQuery } from '../api/masters';
import { useGetAccountShopQuery } from '../api/shopApi';

/** The shop's country (ISO code), for examples written as its postal codes are; null while unknown. */
export function useShopCountryCode(): string | null {
  const countryId = useGetAccountShopQuery().data?.shop.shop_country_id;
  const countries = useGetCountryListQuery().data ?? [];
  return countries.find((country) => country.id === countryId)?.iso_code ?? null;
}

/** The shop's address as shoppers who pick up see it, or '' while it has none. */
export function useShopAddress(): string {
  const shop = useGetAccountShopQuery().data?.shop;
  if (!shop) return '';
  return [shop.shop_add_line1, shop.shop_add_line2, [shop.shop_postal_code, shop.shop_city].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
