import { describe, expect, it } from 'vitest';
import { countByCategory, faqCategories, faqQuestions, searchFaq } from './faqData';

describe('the FAQ search', () => {
  it('keeps every question for a blank query, each category holding some', () => {
    expect(searchFaq(faqQuestions, ' ')).toHaveLength(faqQuestions.length);
    const counts = countByCategory(faqQuestions);
    expect(counts.all).toBe(faqQuestions.length);
    for (const category of faqCategories) expect(counts[category]).toBeGreaterThan(0);
  });

  it('finds questions by words of the question or the answer', () => {
    const found = searchFaq(faqQuestions, 'RETURN product');
    expect(found.map((q) => q.id)).toContain('return-product');
    expect(found.every((q) => `${q.question} ${q.answer}`.toLowerCase().includes('return'))).toBe(true);
    expect(searchFaq(faqQuestions, 'cash on delivery').length).toBeGreaterThan(0);
  });

  it('counts only the matches', () => {
    const counts = countByCategory(searchFaq(faqQuestions, 'warranty'));
    expect(counts).toMatchObject({ all: 1, product: 1, payment: 0 });
  });

  it('finds nothing for a word no question holds', () => {
    expect(searchFaq(faqQuestions, 'zeppelin')).toEqual([]);
  });
});
