import { openablePath } from '@vitrine/web/template/catalog/pages';
import { describe, expect, it } from 'vitest';
import { allCatalogPages } from '../../catalog/allPages';
import { createSearchDb } from '../db/search';
import { bookmarksData, filterSearch, mainSearchData, type SearchGroup, updateBookmark } from './search';

const groupsOf = () => (mainSearchData(createSearchDb(), {}).body as { searchResult: SearchGroup[] }).searchResult;

describe('search mock', () => {
  it('answers pages, files and contacts in that order, each with the limit 4', () => {
    const groups = groupsOf();
    expect(groups.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    expect(groups.every((g) => g.searchLimit === 4)).toBe(true);
    const page = groups[0].data[0];
    expect(Object.keys(page).sort()).toEqual(['icon', 'id', 'link', 'target', 'title']);
  });

  it('filters case-insensitively, at most 4 per group, leaving out empty groups', () => {
    const groups = groupsOf();
    const result = filterSearch(groups, 'A');
    expect(result.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    for (const group of result) expect(group.data.length).toBeLessThanOrEqual(4);
    expect(result[0].data).toHaveLength(4);
    const pdf = filterSearch(groups, '.PDF');
    expect(pdf).toHaveLength(1);
    expect(pdf[0].data.map((f) => f.title)).toEqual(['Supplier contract.pdf', 'Delivery zones.pdf']);
    expect(filterSearch(groups, '   ')).toEqual([]);
    expect(filterSearch(groups, 'zzz-nothing')).toEqual([]);
  });
});

describe('the template catalog in the search', () => {
  it('finds every catalog page by its title, linked to an openable path', () => {
    const pages = groupsOf()[0].data as { title: string; link: string }[];
    for (const entry of allCatalogPages) {
      const found = filterSearch(groupsOf(), entry.title)[0]?.data as { link: string }[] | undefined;
      expect(
        pages.some((p) => p.link === openablePath(entry)),
        entry.id,
      ).toBe(true);
      expect(found?.length, entry.title).toBeGreaterThan(0);
    }
  });
});

describe('bookmarks mock', () => {
  it('stars todo, chat, email and calendar by default', () => {
    const { body } = bookmarksData(createSearchDb(), {});
    const starred = (body as { searchResult: { id: string; starred: boolean }[] }).searchResult
      .filter((b) => b.starred)
      .map((b) => b.id);
    expect(starred).toEqual(['todo', 'chat', 'email', 'calendar']);
  });

  it('toggling flips starred, twice gives it back, without touching the old database', () => {
    const db = createSearchDb();
    const once = updateBookmark(db, { data: { obj: { id: 'products' } } });
    expect(once.status).toBe(200);
    expect(once.db?.bookmarks.find((b) => b.id === 'products')?.starred).toBe(true);
    expect(db.bookmarks.find((b) => b.id === 'products')?.starred).toBe(false);
    const twice = updateBookmark(once.db!, { data: { obj: { id: 'products' } } });
    expect(twice.db?.bookmarks.find((b) => b.id === 'products')?.starred).toBe(false);
    const chat = updateBookmark(db, { data: { obj: { id: 'chat' } } });
    expect(chat.db?.bookmarks.find((b) => b.id === 'chat')?.starred).toBe(false);
  });

  it('answers 404 and changes nothing for an unknown or missing id', () => {
    const db = createSearchDb();
    expect(updateBookmark(db, { data: { obj: { id: 'nope' } } })).toEqual({
      status: 404,
      body: { error: 'Bookmark not found' },
    });
    expect(updateBookmark(db, { data: 'garbage' })).toMatchObject({ status: 404 });
    expect(updateBookmark(db, {})).toMatchObject({ status: 404 });
  });
});
