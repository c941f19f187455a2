import { demoApi } from '../../../mock/api/demoApi';
import type { Movie } from '../../../mock/db/movies';

export type { Movie };

/** The autocomplete page's call to the in-browser mock (spec section 3): every movie, once. */
export const moviesApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    getAutocompleteMovies: build.query<Movie[], void>({
      query: () => ({ url: '/api/autocomplete/data' }),
      transformResponse: (body: { autoComplete: Movie[] }) => body.autoComplete,
      providesTags: [{ type: 'Movie', id: 'AUTOCOMPLETE' }],
    }),
  }),
});

export const { useGetAutocompleteMoviesQuery } = moviesApi;

/** Movies whose title contains the text (case ignored), at most `limit`. */
export function moviesMatching(movies: readonly Movie[], text: string, limit = 20): Movie[] {
  const q = text.trim().toLowerCase();
  return movies.filter((m) => m.title.toLowerCase().includes(q)).slice(0, limit);
}
