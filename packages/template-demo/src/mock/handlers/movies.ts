import type { Movie } from '../db/movies';
import type { MockHandler } from './types';

export interface MoviesDb {
  movies: Movie[];
}

/** GET /api/autocomplete/data → {autoComplete}: the movies. */
export const autocompleteData: MockHandler<MoviesDb> = (db) => ({ status: 200, body: { autoComplete: db.movies } });
