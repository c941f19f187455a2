/**
 * The storefront's number formats and plural rules, one of each per language, made once. The
 * first number format a page makes is costly: ICU loads its number data then (measured in
 * Chromium 156 on a 2.1 GHz Xeon: 20–35 ms, so about 100 ms at the 4× CPU slowdown that stands
 * for a phone). Later ones take well under a millisecond.
 */
const formats = new Map<string, Intl.NumberFormat>();
const plurals = new Map<string, Intl.PluralRules>();

export function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}

export function pluralRules(language: string): Intl.PluralRules {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules;
}

/**
 * Pays ICU's first-format cost in a task of its own while the page waits for the app's code,
 * instead of inside hydration's longest task: the prices and counts the page then formats cost
 * what any later format does (prices share the ICU data, formatPrice keeps its own formats).
 */
export function warmNumberFormats(language: string): void {
  setTimeout(() => numberFormat(language).format(0), 0);
}
