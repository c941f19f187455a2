import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArticleFeedback } from './ArticleFeedback';
import { KbFrame, KbMissing } from './KbFrame';
import { findArticle, findCategory } from './kbData';

const HOME = '/pages/knowledge-base';

/** One knowledge-base article: why, the steps, a tip; the category's other articles beside it. */
export default function KnowledgeBaseQuestionPage() {
  const { t } = useTranslation('templatePages');
  const params = useParams();
  const category = findCategory(params.category);
  const article = category && findArticle(category, params.question);
  const home = { label: t('kb.home'), to: HOME };

  if (!category || !article) {
    const back = category ? `${HOME}/${category.slug}` : HOME;
    return (
      <KbFrame
        pageId="knowledgeBaseQuestion"
        title={t('kb.articleMissingTitle')}
        crumbs={category ? [home, { label: category.title, to: back }] : [home]}
      >
        <KbMissing
          text={
            category
              ? t('kb.articleMissing', { category: category.title })
              : t('kb.categoryMissing', { slug: params.category })
          }
          back={back}
          backLabel={category ? t('kb.backCategory', { category: category.title }) : t('kb.backHome')}
        />
      </KbFrame>
    );
  }

  const categoryPath = `${HOME}/${category.slug}`;
  const others = category.groups.flatMap((g) => g.articles).filter((a) => a.slug !== article.slug);
  return (
    <KbFrame
      pageId="knowledgeBaseQuestion"
      title={article.title}
      subtitle={article.summary}
      crumbs={[home, { label: category.title, to: categoryPath }, { label: article.title }]}
    >
      <div className="row g-4">
        <div className="col-lg-8">
          <article className="card" aria-labelledby="kb-steps">
            <div className="card-body">
              {article.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <h2 id="kb-steps" className="h5 mt-4">
                {t('kb.steps')}
              </h2>
              <ol className="mb-0" data-testid="kb-steps">
                {article.steps.map((step) => (
                  <li key={step} className="mb-1">
                    {step}
                  </li>
                ))}
              </ol>
              {article.tip && (
                <div className="alert alert-info d-flex gap-2 mt-4 mb-0">
                  <Lightbulb size={20} className="flex-shrink-0" aria-hidden />
                  <p className="mb-0">
                    <strong>{t('kb.tip')}</strong> {article.tip}
                  </p>
                </div>
              )}
              <hr className="my-4" />
              <ArticleFeedback key={article.slug} />
            </div>
          </article>
        </div>
        {others.length > 0 && (
          <aside className="col-lg-4" aria-labelledby="kb-related">
            <section className="card">
              <div className="card-body">
                <h2 id="kb-related" className="h6 mb-3">
                  {t('kb.related', { category: category.title })}
                </h2>
                <ul className="list-unstyled mb-0 d-grid gap-2">
                  {others.map((a) => (
                    <li key={a.slug}>
                      <Link to={`${categoryPath}/${a.slug}`}>{a.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          </aside>
        )}
      </div>
    </KbFrame>
  );
}
