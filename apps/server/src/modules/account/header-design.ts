import { type CatalogueHeader, defaultCatalogueHeader } from '@vitrine/contracts';

/**
 * The header designer's server side. The owner designs the shop's catalogue header (which items
 * show — logo, name, tagline, address, phone — in what order, their fonts, sizes and colours) on
 * the web app's Header designer page (`apps/web/src/features/account/header`) and saves it with
 * `PUT /api/account/shop` (`shop_catalogue_header`), checked item by item by the contracts'
 * `catalogueHeader` schema (`packages/contracts/src/header.ts`). It is stored as JSON text in
 * `shops.shop_catalogue_header` and every public shop answer carries it as stored.
 */

/** The stored form: the validated object re-serialised, so only known keys and checked values reach the storefront. */
export const storedHeader = (header: CatalogueHeader): string => JSON.stringify(header);

/** A new shop's header until its owner designs one. */
export const newShopHeader = (): string => storedHeader(defaultCatalogueHeader);
