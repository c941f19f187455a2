import { fullName, type PersonRow } from './gridApi';

/** The fields a search box looks in: the name, e-mail, company, city and country. */
const searchable = (row: PersonRow) => [fullName(row), row.email, row.company, row.city, row.country];

/** Rows where every word of the query appears in one of the searchable fields, ignoring case and accents. */
export function filterPeople(rows: readonly PersonRow[], query: string): PersonRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((row) => {
    const text = fold(searchable(row).join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** Lower case without accents, so "chloe" finds "Chloé". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
