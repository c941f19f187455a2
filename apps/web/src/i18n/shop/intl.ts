/**
 * The storefront's number formats and plural rules, one of each per language, made once. The
 * first number format a page makes is costly: ICU loads its number data then (measured in
 * Chromium 156 on a 2.1 GHz Xeon: 20–35 ms, so about 100 ms at the 4× CPU slowdown that stands
 * for a phone). Later ones take well under a millisecond.
 */

/** `make` for each language once, kept for the page's life. */
function perLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}

export const numberFormat = perLanguage((language) => new Intl.NumberFormat(language));
export const pluralRules = perLanguage((language) => new Intl.PluralRules(language));

/**
 * Pays ICU's first-format cost in a task of its own while the page waits for the app's code,
 * instead of inside hydration's longest task: the prices and counts the page then formats cost
 * what any later format does (prices share the ICU data, formatPrice keeps its own formats).
 */
export function warmNumberFormats(language: string): void {
  setTimeout(() => numberFormat(language).format(0), 0);
}
