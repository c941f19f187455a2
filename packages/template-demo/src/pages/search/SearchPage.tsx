import { LoadError, Loading } from '@vitrine/web/components/ui';
import { useMainSearch } from '@vitrine/web/template/navbar/useSearchData';
import { SearchX } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchField } from '../../apps/shared/SearchField';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { ContactResults, FileResults, PageResults } from './SearchResultLists';
import {
  countResults,
  isSearchTab,
  type SearchResults,
  type SearchTab,
  searchResults,
  searchTabs,
} from './searchResults';
import '../shared/pages.scss';

/**
 * The template's search page over the mock's search data (GET /api/main-search/data, the navbar
 * search's source): a search field and tabs with counts. The query and the tab live in the URL
 * (?q=, ?tab=), so a reload or a shared link shows the same results.
 */
export default function SearchPage() {
  const { t } = useTranslation('templatePages');
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const rawTab = params.get('tab');
  const urlTab: SearchTab = isSearchTab(rawTab) ? rawTab : 'all';
  // The field and the tabs answer at once; the URL follows them. A router navigation may lag a key
  // or a click: each change is made from the latest values shown (`shown`), never from a lagging
  // URL, and the URL states this page wrote (`pending`) are known as its own when they arrive.
  const [input, setInput] = useState(urlQuery);
  const [tab, setTab] = useState(urlTab);
  const shown = useRef({ q: urlQuery, tab: urlTab });
  const pending = useRef<{ q: string; tab: SearchTab }[]>([]);
  useEffect(() => {
    const own = pending.current.findIndex((w) => w.q === urlQuery && w.tab === urlTab);
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    // A link or Back changed ?q= or ?tab= from outside the page: show that.
    pending.current = [];
    shown.current = { q: urlQuery, tab: urlTab };
    setInput(urlQuery);
    setTab(urlTab);
  }, [urlQuery, urlTab]);
  const query = useDeferredValue(input);
  const { result, retry } = useMainSearch(true);
  const results = useMemo(() => (result.state === 'ready' ? searchResults(result.data, query) : null), [result, query]);

  // Replace, not push: typing should not fill the history with one entry per letter.
  const update = ({ q = shown.current.q, tab: nextTab = shown.current.tab }: { q?: string; tab?: SearchTab }) => {
    setInput(q);
    setTab(nextTab);
    shown.current = { q, tab: nextTab };
    if (q !== urlQuery || nextTab !== urlTab) pending.current.push({ q, tab: nextTab });
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (nextTab !== 'all') next.set('tab', nextTab);
    setParams(next, { replace: true });
  };

  return (
    <ShowcasePage pageId="searchPage" description={t('search.description')}>
      <section className="card" aria-label={t('search.resultsLabel')}>
        <div className="card-body">
          <SearchField
            className="mb-2"
            value={input}
            onChange={(q) => update({ q })}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            testId="search-page-input"
          />
          <p className="small text-body-secondary mb-3" aria-live="polite" data-testid="search-summary">
            {results &&
              (query.trim()
                ? t('search.summaryQuery', { count: countResults(results).all, query: query.trim() })
                : t('search.summaryAll', { count: countResults(results).all }))}
          </p>
          {result.state === 'loading' && <Loading />}
          {result.state === 'error' && <LoadError message={t('search.loadFailed')} onRetry={retry} />}
          {results && (
            <ResultTabs
              results={results}
              tab={tab}
              query={query.trim()}
              onTab={(next) => update({ tab: next })}
              onClear={() => update({ q: '' })}
            />
          )}
        </div>
      </section>
    </ShowcasePage>
  );
}

function ResultTabs({
  results,
  tab,
  query,
  onTab,
  onClear,
}: {
  results: SearchResults;
  tab: SearchTab;
  query: string;
  onTab: (tab: SearchTab) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('templatePages');
  const counts = countResults(results);
  const empty = (
    <div className="text-center py-5" data-testid="search-empty">
      <SearchX size={40} className="text-body-secondary mb-3" aria-hidden />
      <p className="fw-semibold mb-1">{t('search.noResults', { query })}</p>
      <p className="text-body-secondary">{t('search.noResultsHint')}</p>
      {query && (
        <Button variant="outline-primary" onClick={onClear}>
          {t('search.clear')}
        </Button>
      )}
    </div>
  );
  const lists: Record<Exclude<SearchTab, 'all'>, ReactNode> = {
    pages: <PageResults pages={results.pages} />,
    files: <FileResults files={results.files} />,
    contacts: <ContactResults contacts={results.contacts} />,
  };
  const kinds = ['pages', 'files', 'contacts'] as const;

  return (
    <Tabs
      id="search-tabs"
      activeKey={tab}
      onSelect={(key) => isSearchTab(key) && onTab(key)}
      className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden"
      mountOnEnter
      unmountOnExit
    >
      {searchTabs.map((key) => (
        <Tab
          key={key}
          eventKey={key}
          title={
            <span className="d-inline-flex align-items-center gap-2 text-nowrap">
              {t(`search.tabs.${key}`)}
              <Badge bg="secondary-subtle" text="secondary-emphasis" pill data-testid={`search-count-${key}`}>
                {counts[key]}
              </Badge>
            </span>
          }
        >
          {counts[key] === 0
            ? empty
            : key !== 'all'
              ? lists[key]
              : kinds
                  .filter((kind) => counts[kind] > 0)
                  .map((kind) => (
                    <section key={kind} className="mb-4" aria-labelledby={`search-all-${kind}`}>
                      <h2 id={`search-all-${kind}`} className="h6 text-uppercase text-body-secondary mb-1">
                        {t(`search.tabs.${kind}`)}
                      </h2>
                      {lists[kind]}
                    </section>
                  ))}
        </Tab>
      ))}
    </Tabs>
  );
}
