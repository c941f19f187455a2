import { type CatalogPage, catalogPages as productPages } from '@vitrine/web/template/catalog/pages';
import { catalogPages } from './pages';

/** The product's catalog pages and the demo's: what the navbar search finds and catalog.test.ts checks. */
export const allCatalogPages: readonly CatalogPage[] = [...productPages, ...catalogPages];
