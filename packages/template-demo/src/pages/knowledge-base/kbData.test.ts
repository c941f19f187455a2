import { describe, expect, it } from 'vitest';
import { articleCount, findArticle, findCategory, kbCategories, searchCategories } from './kbData';

describe('the knowledge base', () => {
  it('has the route walk’s example category and question', () => {
    const orders = findCategory('orders');
    expect(orders?.title).toBe('Orders');
    expect(orders && findArticle(orders, 'mark-an-order-delivered')?.title).toBe('Mark an order delivered');
  });

  it('finds nothing for an unknown slug', () => {
    expect(findCategory('nope')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
    const orders = findCategory('orders')!;
    expect(findArticle(orders, 'nope')).toBeUndefined();
    // A question of another category is not one of this category.
    expect(findArticle(orders, 'add-a-product')).toBeUndefined();
  });

  it('has unique slugs and every category holds articles', () => {
    const slugs = kbCategories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of kbCategories) {
      expect(articleCount(category)).toBeGreaterThan(0);
      const articles = category.groups.flatMap((g) => g.articles.map((a) => a.slug));
      expect(new Set(articles).size).toBe(articles.length);
      for (const slug of [category.slug, ...articles]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('filters categories by their title, description or article titles', () => {
    expect(searchCategories(kbCategories, '')).toHaveLength(kbCategories.length);
    expect(searchCategories(kbCategories, 'whatsapp').map((c) => c.slug)).toEqual(['sharing']);
    expect(searchCategories(kbCategories, 'DELIVERED').map((c) => c.slug)).toContain('orders');
    expect(searchCategories(kbCategories, 'zeppelin')).toEqual([]);
  });
});
