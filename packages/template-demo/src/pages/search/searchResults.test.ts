import { describe, expect, it } from 'vitest';
import { createSearchDb } from '../../mock/db/search';
import { mainSearchData, type SearchGroup } from '../../mock/handlers/search';
import { countResults, isSearchTab, searchResults } from './searchResults';

const groups = () => (mainSearchData(createSearchDb(), {}).body as { searchResult: SearchGroup[] }).searchResult;

describe('the search page results', () => {
  it('lists everything, not just four per group, for a blank query', () => {
    const db = createSearchDb();
    const counts = countResults(searchResults(groups(), ''));
    expect(counts.pages).toBe(db.bookmarks.length);
    expect(counts.files).toBe(db.files.length);
    expect(counts.contacts).toBe(db.contacts.length);
    expect(counts.all).toBe(counts.pages + counts.files + counts.contacts);
  });

  it('filters pages by title, files by title or author, contacts by name or e-mail', () => {
    const results = searchResults(groups(), 'asha');
    expect(results.pages).toEqual([]);
    expect(results.files.map((f) => f.by)).toEqual(['Asha Patil', 'Asha Patil']);
    expect(results.contacts.map((c) => c.title)).toEqual(['Asha Patil']);
    expect(searchResults(groups(), 'ORDERS').pages.map((p) => p.link)).toContain('/account/orders');
    expect(searchResults(groups(), 'bakery.example').contacts.map((c) => c.title)).toEqual(['Marco Rossi']);
  });

  it('finds nothing for a word in no entry', () => {
    expect(countResults(searchResults(groups(), 'zeppelin')).all).toBe(0);
  });

  it('knows its tabs', () => {
    expect(isSearchTab('files')).toBe(true);
    expect(isSearchTab('nope')).toBe(false);
    expect(isSearchTab(null)).toBe(false);
  });
});
