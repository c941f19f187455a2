import { describe, expect, it } from 'vitest';
import { moviesMatching } from './moviesApi';

const movies = [
  { id: 1, title: 'The Godfather', rank: '2' },
  { id: 2, title: 'The Dark Knight', rank: '3' },
  { id: 3, title: 'The Godfather Part II', rank: '4' },
];

describe('moviesMatching', () => {
  it('finds titles containing the text, case ignored', () => {
    expect(moviesMatching(movies, 'GODFATHER').map((m) => m.id)).toEqual([1, 3]);
  });
  it('returns the first ones for empty text, up to the limit', () => {
    expect(moviesMatching(movies, ' ', 2).map((m) => m.id)).toEqual([1, 2]);
  });
  it('finds nothing for an unknown title', () => {
    expect(moviesMatching(movies, 'zzz')).toEqual([]);
  });
});
