import type { SearchContact, SearchFile, SearchPage } from '../../mock/db/search';
import type { SearchGroup } from '../../mock/handlers/search';
import { matchesQuery } from '../shared/matchText';

export const searchTabs = ['all', 'pages', 'files', 'contacts'] as const;
export type SearchTab = (typeof searchTabs)[number];

export const isSearchTab = (value: string | null): value is SearchTab => searchTabs.includes(value as SearchTab);

export interface SearchResults {
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
}

const groupData = <T>(groups: readonly SearchGroup[], title: SearchGroup['groupTitle']) =>
  (groups.find((g) => g.groupTitle === title)?.data ?? []) as T[];

/**
 * Everything of the mock's search data that matches the query, by kind. Unlike the navbar's
 * search (four per group), the search page lists every match; a blank query lists everything.
 */
export function searchResults(groups: readonly SearchGroup[], query: string): SearchResults {
  return {
    pages: groupData<SearchPage>(groups, 'Pages').filter((p) => matchesQuery(query, p.title)),
    files: groupData<SearchFile>(groups, 'Files').filter((f) => matchesQuery(query, f.title, f.by)),
    contacts: groupData<SearchContact>(groups, 'Contacts').filter((c) => matchesQuery(query, c.title, c.email)),
  };
}

/** The tabs' counts. */
export function countResults(results: SearchResults): Record<SearchTab, number> {
  const { pages, files, contacts } = results;
  return {
    all: pages.length + files.length + contacts.length,
    pages: pages.length,
    files: files.length,
    contacts: contacts.length,
  };
}
