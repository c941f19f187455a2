import type { Bookmark, SearchContact, SearchDb, SearchFile, SearchPage } from '../db/search';
import type { MockHandler } from './types';

/** The spec's search limit: at most 4 results per group. */
export const SEARCH_LIMIT = 4;

export type SearchGroup =
  | { groupTitle: 'Pages'; searchLimit: number; data: SearchPage[] }
  | { groupTitle: 'Files'; searchLimit: number; data: SearchFile[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: SearchContact[] };

const pageOf = ({ starred: _starred, demo: _demo, ...page }: Bookmark): SearchPage => page;

/** GET /api/main-search/data → {searchResult}: pages, files and contacts in their groups. */
export const mainSearchData: MockHandler<SearchDb> = (db) => ({
  status: 200,
  body: {
    searchResult: [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: db.bookmarks.map(pageOf) },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: db.files },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: db.contacts },
    ] satisfies SearchGroup[],
  },
});

/** GET /api/search/bookmarks/data → {searchResult}: every page with its starred flag. */
export const bookmarksData: MockHandler<SearchDb> = (db) => ({ status: 200, body: { searchResult: db.bookmarks } });

/** POST /api/update/bookmarks {obj}: flips `starred` of the page with obj's id. */
export const updateBookmark: MockHandler<SearchDb> = (db, request) => {
  const obj = (request.data as { obj?: { id?: unknown } } | undefined)?.obj;
  const target = db.bookmarks.find((b) => b.id === obj?.id);
  if (!target) return { status: 404, body: { error: 'Bookmark not found' } };
  const bookmarks = db.bookmarks.map((b) => (b === target ? { ...b, starred: !b.starred } : b));
  const updated = bookmarks.find((b) => b.id === target.id);
  return { status: 200, body: { bookmark: updated }, db: { ...db, bookmarks } };
};

/**
 * What the search box shows for a query: per group the entries whose title contains it
 * (case-insensitively), at most `searchLimit` each; groups without a match are left out.
 */
export function filterSearch(groups: readonly SearchGroup[], query: string): SearchGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return groups.flatMap((group): SearchGroup[] => {
    const data = (group.data as { title: string }[])
      .filter((entry) => entry.title.toLocaleLowerCase().includes(needle))
      .slice(0, group.searchLimit);
    return data.length ? [{ ...group, data } as SearchGroup] : [];
  });
}
