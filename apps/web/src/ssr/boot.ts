import { STOREFRONT_BOOT_ID, type StorefrontBoot } from '@vitrine/contracts/storefront-ssr';

let boot: StorefrontBoot | null | undefined;

/**
 * What a server-rendered page was rendered from, read once from its JSON element;
 * undefined on a page the browser renders itself. (The CSP allows no inline script, so it is data.)
 */
export function readBoot(): StorefrontBoot | undefined {
  if (boot === undefined) {
    boot = null;
    const element = typeof document === 'undefined' ? null : document.getElementById(STOREFRONT_BOOT_ID);
    try {
      if (element?.textContent) boot = JSON.parse(element.textContent) as StorefrontBoot;
    } catch {
      boot = null;
    }
  }
  return boot ?? undefined;
}
