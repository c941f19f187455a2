/**
 * The catalogue view lives in the URL query (q, category, sort, page), so a shared link
 * reproduces it. Its rules are shared with the server, which filters, sorts and pages.
 */
export {
  CATALOGUE_PAGE_SIZE as PAGE_SIZE,
  type CatalogueQuery,
  type CatalogueSort as Sort,
  catalogueSorts as sorts,
  readCatalogueQuery as readQuery,
  writeCatalogueQuery as writeQuery,
} from '@vitrine/contracts/catalogue-view';

/** Page numbers to offer: first, last and a window around the current page; null marks a gap. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
