import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { KbFrame, KbMissing } from './KbFrame';
import { findCategory, kbCategories } from './kbData';

const HOME = '/pages/knowledge-base';

/** One knowledge-base category: its article groups, each article a link; other categories beside. */
export default function KnowledgeBaseCategoryPage() {
  const { t } = useTranslation('templatePages');
  const { category: slug } = useParams();
  const category = findCategory(slug);
  const home = { label: t('kb.home'), to: HOME };

  if (!category) {
    return (
      <KbFrame pageId="knowledgeBaseCategory" title={t('kb.categoryMissingTitle')} crumbs={[home]}>
        <KbMissing text={t('kb.categoryMissing', { slug })} back={HOME} backLabel={t('kb.backHome')} />
      </KbFrame>
    );
  }

  return (
    <KbFrame
      pageId="knowledgeBaseCategory"
      title={category.title}
      subtitle={category.description}
      crumbs={[home, { label: category.title }]}
    >
      <div className="row g-4">
        <div className="col-lg-8">
          {category.groups.map((group, index) => (
            <section key={group.title} className="card mb-4" aria-labelledby={`kb-group-${index}`}>
              <div className="card-body">
                <h2 id={`kb-group-${index}`} className="h5 mb-3">
                  {group.title}
                </h2>
                <ul className="list-group list-group-flush">
                  {group.articles.map((article) => (
                    <li key={article.slug} className="list-group-item px-0 position-relative" data-testid="kb-article">
                      <Link
                        to={`${HOME}/${category.slug}/${article.slug}`}
                        className="stretched-link fw-semibold d-inline-flex align-items-center gap-1"
                      >
                        {article.title}
                        <ChevronRight size={16} className="vt-pages-flip-rtl" aria-hidden />
                      </Link>
                      <p className="small text-body-secondary mb-0">{article.summary}</p>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ))}
        </div>
        <aside className="col-lg-4" aria-labelledby="kb-others">
          <section className="card">
            <div className="card-body">
              <h2 id="kb-others" className="h6 mb-3">
                {t('kb.otherCategories')}
              </h2>
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {kbCategories
                  .filter((c) => c.slug !== category.slug)
                  .map((c) => {
                    const Icon = c.icon;
                    return (
                      <li key={c.slug}>
                        <Link to={`${HOME}/${c.slug}`} className="d-inline-flex align-items-center gap-2">
                          <Icon size={16} aria-hidden />
                          {c.title}
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </div>
          </section>
        </aside>
      </div>
    </KbFrame>
  );
}
