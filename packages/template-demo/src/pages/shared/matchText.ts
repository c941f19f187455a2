/** Lower case without accents, so "cafe" finds "Café" and "LIVRAISON" finds "livraison". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * Whether every word of the query occurs in one of the texts (in any order): the demo pages'
 * live search. An empty query matches everything.
 */
export function matchesQuery(query: string, ...texts: readonly string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = foldText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
