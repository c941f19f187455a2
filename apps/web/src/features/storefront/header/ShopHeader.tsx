import type { HeaderTextStyle, Shop } from '@vitrine/contracts';
import { useTranslation } from '../../../i18n/shop';
import { type CatalogueHeader, textStyle } from '../shared/headerStyle';

/** The shop fields the header shows; the owner's header designer passes the same shape. */
export type HeaderShop = Pick<
  Shop,
  | 'shop_name'
  | 'shop_tagline'
  | 'shop_add_line1'
  | 'shop_add_line2'
  | 'shop_city'
  | 'shop_state_name'
  | 'shop_postal_code'
  | 'shop_country_name'
  | 'mobile_phone_primary'
  | 'shop_email'
  | 'shop_website'
  | 'shop_images'
>;

const blank = (value: string | null | undefined) => !value?.trim();

/** The shop's logo: the first image of type `logo`, else the first image at all. */
export function logoOf(shop: Pick<Shop, 'shop_images'>): string | undefined {
  return (shop.shop_images.find((image) => image.image_type === 'logo') ?? shop.shop_images[0])?.image_url;
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * The shop header (spec sections 1 and 3): logo, name, tagline, address, phone, email and
 * website, each switched by its header entry's `status` and styled by it. Email and website
 * also need a non-blank value (spec section 5). Header settings come from the shared
 * `parseCatalogueHeader` (broken JSON has fallen back to defaults); null shows the plain look.
 */
const shown = { status: true } as HeaderTextStyle;

/** Every item on, no custom style: the look while a shop's header settings are not parsed yet. */
const plain = {
  bg_color: '',
  shop_name: shown,
  shop_tagline: shown,
  shop_details: shown,
  phone_number: shown,
  shop_email: shown,
  shop_website: shown,
} satisfies CatalogueHeader;

const styleOf = (entry: HeaderTextStyle) => (entry === shown ? undefined : textStyle(entry));

/** `titled`: the shop's name is the page's heading (the catalogue); false where the page has its own (an order). */
export function ShopHeader({
  shop,
  header: parsed,
  titled = true,
}: {
  shop: HeaderShop;
  header: CatalogueHeader | null;
  titled?: boolean;
}) {
  const header = parsed ?? plain;
  const { t } = useTranslation('storefront');
  const logo = logoOf(shop);
  const Name = titled ? 'h1' : 'p';
  const address = [
    shop.shop_add_line1,
    shop.shop_add_line2,
    shop.shop_city,
    [shop.shop_state_name, shop.shop_postal_code].filter((part) => !blank(part)).join(' '),
    shop.shop_country_name,
  ].filter((part) => !blank(part));
  const phone = shop.mobile_phone_primary.trim();

  return (
    <header
      className="sf-header"
      style={header.bg_color ? { backgroundColor: header.bg_color } : undefined}
      data-testid="shop-header"
    >
      <div className="container sf-header-inner">
        {logo ? (
          // A fixed 150 × 150 box (the logo contained in it): nothing moves when it arrives.
          <img
            className="sf-logo"
            src={logo}
            alt={t('header.logoAlt', { name: shop.shop_name })}
            width={150}
            height={150}
            fetchPriority="high"
          />
        ) : null}
        <div className="sf-header-text">
          {header.shop_name.status ? (
            <Name className="sf-shop-name" style={styleOf(header.shop_name)}>
              {shop.shop_name}
            </Name>
          ) : titled ? (
            <h1 className="visually-hidden">{shop.shop_name}</h1>
          ) : null}
          {header.shop_tagline.status && !blank(shop.shop_tagline) ? (
            <p className="sf-tagline" style={styleOf(header.shop_tagline)} data-testid="shop-tagline">
              {shop.shop_tagline}
            </p>
          ) : null}
          {header.shop_details.status && address.length > 0 ? (
            <address className="sf-address" style={styleOf(header.shop_details)} data-testid="shop-address">
              {address.join(', ')}
            </address>
          ) : null}
          <ul className="sf-contacts">
            {header.phone_number.status && phone ? (
              <li style={styleOf(header.phone_number)}>
                <span className="visually-hidden">{t('header.phone')}: </span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="shop-phone">
                  {phone}
                </a>
              </li>
            ) : null}
            {header.shop_email.status && !blank(shop.shop_email) ? (
              <li style={styleOf(header.shop_email)}>
                <span className="visually-hidden">{t('header.email')}: </span>
                <a href={`mailto:${shop.shop_email.trim()}`} data-testid="shop-email">
                  {shop.shop_email.trim()}
                </a>
              </li>
            ) : null}
            {header.shop_website.status && !blank(shop.shop_website) ? (
              <li style={styleOf(header.shop_website)}>
                <span className="visually-hidden">{t('header.website')}: </span>
                <a
                  href={websiteHref(shop.shop_website.trim())}
                  rel="noopener noreferrer"
                  target="_blank"
                  data-testid="shop-website"
                >
                  {shop.shop_website.trim()}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </header>
  );
}
