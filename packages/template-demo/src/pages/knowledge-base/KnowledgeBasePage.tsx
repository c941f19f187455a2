import { SearchX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '../../apps/shared/SearchField';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { articleCount, kbCategories, searchCategories } from './kbData';
import '../shared/pages.scss';

/** The knowledge base's home: a search hero that filters the category cards, each opening its category. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('templatePages');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search).trim();
  const categories = searchCategories(kbCategories, query);

  return (
    <ShowcasePage pageId="knowledgeBase" description={t('kb.description')}>
      <section className="card mb-4 bg-primary-subtle border-0" aria-labelledby="kb-hero">
        <div className="card-body text-center py-5 px-3">
          <h2 id="kb-hero" className="h4 text-primary-emphasis">
            {t('kb.heroTitle')}
          </h2>
          <p className="text-body-secondary">{t('kb.heroText')}</p>
          <SearchField
            className="mx-auto vt-pages-search"
            value={search}
            onChange={setSearch}
            label={t('kb.searchLabel')}
            placeholder={t('kb.searchPlaceholder')}
            testId="kb-search"
          />
        </div>
      </section>

      <p className="visually-hidden" aria-live="polite">
        {query ? t('kb.resultsCount', { count: categories.length }) : ''}
      </p>
      {categories.length === 0 ? (
        <section className="card" data-testid="kb-empty">
          <div className="card-body text-center py-5">
            <SearchX size={40} className="text-body-secondary mb-3" aria-hidden />
            <h2 className="h5">{t('kb.noResults', { query })}</h2>
            <p className="text-body-secondary">{t('kb.noResultsHint')}</p>
            <Button variant="outline-primary" onClick={() => setSearch('')}>
              {t('kb.clear')}
            </Button>
          </div>
        </section>
      ) : (
        <div className="row g-4">
          {categories.map((category) => {
            const Icon = category.icon;
            return (
              <div key={category.slug} className="col-md-6 col-xl-4" data-testid="kb-category">
                <section className="card h-100 position-relative">
                  <div className="card-body text-center p-4">
                    <span className="d-inline-flex p-3 rounded-circle bg-primary-subtle text-primary-emphasis mb-3">
                      <Icon size={28} aria-hidden />
                    </span>
                    <h2 className="h5">
                      <Link to={`/pages/knowledge-base/${category.slug}`} className="stretched-link text-reset">
                        {category.title}
                      </Link>
                    </h2>
                    <p className="text-body-secondary mb-2">{category.description}</p>
                    <p className="small text-body-secondary mb-0">
                      {t('kb.articleCount', { count: articleCount(category) })}
                    </p>
                  </div>
                </section>
              </div>
            );
          })}
        </div>
      )}
    </ShowcasePage>
  );
}
