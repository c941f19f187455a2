/**
 * The storefront's plural rules, one set per language, made once. Numbers are formatted without
 * `Intl` (`@vitrine/contracts/number-format`): a page's first `Intl.NumberFormat` loads ICU's
 * number data in one long task, while plural rules load no number data (1–7 ms for the first).
 */
const made = new Map<string, Intl.PluralRules>();

export function pluralRules(language: string): Intl.PluralRules {
  let rules = made.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    made.set(language, rules);
  }
  return rules;
}
