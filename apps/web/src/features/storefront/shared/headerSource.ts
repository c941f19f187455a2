import { useEffect, useState } from 'react';
import type { CatalogueHeader } from './headerStyle';
import { useServerHeader } from './serverRender';

/** The element the server writes into a shop page: that shop's header, run through `parseCatalogueHeader`. */
export const BOOT_HEADER_ID = 'vt-shop-header';

interface ParsedHeader {
  shopUrl: string;
  source: string;
  header: CatalogueHeader;
}

let parsed: ParsedHeader | undefined;

/** The shop the server recognised this page as (it writes the header element only on a shop's pages). */
export function bootShopUrl(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(BOOT_HEADER_ID)?.dataset.shop || undefined;
}

/** The server's parse, when it was for this shop and this very header text (`data-source`). */
function fromPage(shopUrl: string, source: string): CatalogueHeader | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(BOOT_HEADER_ID);
  if (!element || element.dataset.shop !== shopUrl || element.dataset.source !== source) return undefined;
  try {
    const value = JSON.parse(element.textContent ?? '') as CatalogueHeader;
    return value && typeof value === 'object' && typeof value.bg_color === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function known(shopUrl: string, source: string): CatalogueHeader | undefined {
  if (parsed && parsed.shopUrl === shopUrl && parsed.source === source) return parsed.header;
  const header = fromPage(shopUrl, source);
  if (header) parsed = { shopUrl, source, header };
  return header;
}

/**
 * The shop's parsed header settings. A first visit reads the server's parse from the page; any
 * other case (another shop, an edited header) loads the shared parser, which falls back to
 * defaults for anything invalid. Null while that parser loads (the header then shows every item
 * in the plain look).
 */
export function useCatalogueHeader(shopUrl: string, source: string): CatalogueHeader | null {
  // On the server, the render's own parse (the server has the parser; no document to read).
  const fromServer = useServerHeader();
  const [header, setHeader] = useState<CatalogueHeader | null>(() => {
    if (fromServer?.shopUrl === shopUrl && fromServer.source === source) return fromServer.header;
    return known(shopUrl, source) ?? null;
  });
  useEffect(() => {
    const ready = known(shopUrl, source);
    if (ready) {
      setHeader(ready);
      return;
    }
    let active = true;
    setHeader(null);
    import('./parseHeader')
      .then(({ parseCatalogueHeader }) => {
        parsed = { shopUrl, source, header: parseCatalogueHeader(source) };
        if (active) setHeader(parsed.header);
      })
      // The parser chunk failed to load: the header stays in its plain default look.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [shopUrl, source]);
  return header;
}
