import type { HeaderTextStyle, Shop } from '@vitrine/contracts';
import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/shop';
import { type CatalogueHeader, textStyle } from '../shared/headerStyle';
import { useHydrated } from '../shared/serverRender';

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

/** The disclosure button takes the owner's name colour and font, so it belongs to their design. */
function toggleStyle(header: CatalogueHeader): CSSProperties | undefined {
  const name = header.shop_name;
  return name === shown ? undefined : { color: name.font_color, fontFamily: name.font_family };
}

/** What of the shop's details its header settings show (email and website also need a value). */
function detailsOf(shop: HeaderShop, header: CatalogueHeader) {
  const address = [
    shop.shop_add_line1,
    shop.shop_add_line2,
    shop.shop_city,
    [shop.shop_state_name, shop.shop_postal_code].filter((part) => !blank(part)).join(' '),
    shop.shop_country_name,
  ].filter((part) => !blank(part));
  const phone = shop.mobile_phone_primary.trim();
  const email = shop.shop_email.trim();
  const website = shop.shop_website.trim();
  return {
    tagline: header.shop_tagline.status && !blank(shop.shop_tagline) ? shop.shop_tagline : '',
    address: header.shop_details.status ? address.join(', ') : '',
    phone: header.phone_number.status ? phone : '',
    email: header.shop_email.status ? email : '',
    website: header.shop_website.status ? website : '',
  };
}
type ShownDetails = ReturnType<typeof detailsOf>;

function HeaderDetails({ id, details, header }: { id: string; details: ShownDetails; header: CatalogueHeader }) {
  const { t } = useTranslation('storefront');
  const { tagline, address, phone, email, website } = details;
  return (
    <div className="sf-header-details" id={id} data-testid="shop-details">
      {tagline ? (
        <p className="sf-tagline" style={styleOf(header.shop_tagline)} data-testid="shop-tagline">
          {tagline}
        </p>
      ) : null}
      {address ? (
        <address className="sf-address" style={styleOf(header.shop_details)} data-testid="shop-address">
          {address}
        </address>
      ) : null}
      {phone || email || website ? (
        <ul className="sf-contacts">
          {phone ? (
            <li style={styleOf(header.phone_number)}>
              <span className="visually-hidden">{t('header.phone')}: </span>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="shop-phone">
                {phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li style={styleOf(header.shop_email)}>
              <span className="visually-hidden">{t('header.email')}: </span>
              <a href={`mailto:${email}`} data-testid="shop-email">
                {email}
              </a>
            </li>
          ) : null}
          {website ? (
            <li style={styleOf(header.shop_website)}>
              <span className="visually-hidden">{t('header.website')}: </span>
              <a href={websiteHref(website)} rel="noopener noreferrer" target="_blank" data-testid="shop-website">
                {website}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * `titled`: the shop's name is the page's heading (the catalogue); false where the page has its own (an order).
 *
 * On a phone the header is compact (logo, name and a "Shop details" button) so the products show on
 * the first screen; the details stay in the markup for search engines and are shown by the button.
 * The compact form is CSS alone (`_shop-header.scss`, `scripting: enabled`), so the server's HTML
 * paints it at once, nothing moves when the page hydrates, and a browser without JavaScript shows
 * everything.
 */
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
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  // Before hydration a tap would be lost: the button waits (as the storefront's other buttons do).
  const ready = useHydrated();
  const logo = logoOf(shop);
  const Name = titled ? 'h1' : 'p';
  const details = detailsOf(shop, header);
  const hasDetails = Object.values(details).some(Boolean);

  return (
    <header
      className={`sf-header${open ? ' sf-header-open' : ''}`}
      style={header.bg_color ? { backgroundColor: header.bg_color } : undefined}
      data-testid="shop-header"
    >
      <div className="container sf-header-inner">
        {logo ? (
          // A fixed box (150 × 150, smaller on a phone; the logo contained in it): nothing moves when it arrives.
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
          {hasDetails ? (
            <>
              <button
                type="button"
                className="sf-details-toggle"
                style={toggleStyle(header)}
                aria-expanded={open}
                aria-controls={detailsId}
                disabled={!ready}
                onClick={() => setOpen((was) => !was)}
                data-testid="shop-details-toggle"
              >
                {t('header.details')}
              </button>
              <HeaderDetails id={detailsId} details={details} header={header} />
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
