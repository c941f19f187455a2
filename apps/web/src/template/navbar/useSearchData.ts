import type { Bookmark, SearchGroup } from '@vitrine/template-demo';
import { useCallback, useEffect, useState } from 'react';
import { loadTemplateDemo } from '../templateDemo';

/** The mock loads with the first search or bookmarks fetch, not with the shell. */
const mockAxios = async () => {
  const demo = await loadTemplateDemo();
  if (!demo) throw new Error('TEMPLATE_DEMO is off: the search and bookmarks mock is not there');
  return demo.mockAxios();
};

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** GET /api/main-search/data from the in-browser mock, fetched when the search first opens. */
export function useMainSearch(enabled: boolean) {
  const [result, setResult] = useState<Load<SearchGroup[]>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled || attempt < 0) return;
    let live = true;
    setResult({ state: 'loading' });
    mockAxios()
      .then((axios) => axios.get<{ searchResult: SearchGroup[] }>('/api/main-search/data'))
      .then((r) => live && setResult({ state: 'ready', data: r.data.searchResult }))
      .catch(() => live && setResult({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  return { result, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The bookmarks list and the toggle (POST /api/update/bookmarks flips starred). The list comes
 * from the demo's mock (~170 KB of script with all the demo apps' data), so it is not fetched with
 * the page: `now` (the star menu is open), `idle` (once the browser has time, 2 s at most: the
 * starred shortcuts are on screen) or `later` (nothing shows it yet: a phone's narrow navbar).
 */
export function useBookmarks(when: 'now' | 'idle' | 'later') {
  const [result, setResult] = useState<Load<Bookmark[]>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due || when === 'later') return;
    if (when === 'now') {
      setDue(true);
      return;
    }
    const id = window.requestIdleCallback?.(() => setDue(true), { timeout: 2000 });
    const timer = id === undefined ? window.setTimeout(() => setDue(true), 500) : undefined;
    return () => {
      if (id !== undefined) window.cancelIdleCallback(id);
      window.clearTimeout(timer);
    };
  }, [when, due]);
  useEffect(() => {
    if (!due || attempt < 0) return;
    let live = true;
    mockAxios()
      .then((axios) => axios.get<{ searchResult: Bookmark[] }>('/api/search/bookmarks/data'))
      .then((r) => live && setResult({ state: 'ready', data: r.data.searchResult }))
      .catch(() => live && setResult({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [due, attempt]);

  const toggle = useCallback(async (id: string) => {
    const response = await (await mockAxios()).post<{ bookmark: Bookmark }>('/api/update/bookmarks', { obj: { id } });
    const updated = response.data.bookmark;
    setResult((current) =>
      current.state === 'ready'
        ? { state: 'ready', data: current.data.map((b) => (b.id === updated.id ? updated : b)) }
        : current,
    );
  }, []);

  return { result, toggle, retry: () => setAttempt((n) => n + 1) };
}
