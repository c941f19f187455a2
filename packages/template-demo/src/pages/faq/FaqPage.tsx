import { CircleHelp, CreditCard, Mail, Package, Phone, RotateCcw, ShoppingBag, Truck } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Accordion, Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../apps/shared/SearchField';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import '../shared/pages.scss';
import { countByCategory, type FaqCategory, faqCategories, faqQuestions, searchFaq } from './faqData';

const categoryIcons: Record<FaqCategory, typeof CreditCard> = {
  payment: CreditCard,
  delivery: Truck,
  cancellation: RotateCcw,
  orders: ShoppingBag,
  product: Package,
};

/**
 * The template's FAQ about a shop on Vitrine: a live search over questions and answers, category
 * pills with the count of matching questions, the questions as an accordion, and a contact block.
 */
export default function FaqPage() {
  const { t } = useTranslation('templatePages');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const query = useDeferredValue(search);
  const matching = useMemo(() => searchFaq(faqQuestions, query), [query]);
  const counts = countByCategory(matching);
  const shown = (category === 'all' ? faqCategories : [category]).filter((c) => counts[c] > 0);

  return (
    <ShowcasePage pageId="faq" description={t('faq.description')}>
      <section className="card mb-4 bg-primary-subtle border-0" aria-labelledby="faq-hero">
        <div className="card-body text-center py-5 px-3">
          <h2 id="faq-hero" className="h4 text-primary-emphasis">
            {t('faq.heroTitle')}
          </h2>
          <p className="text-body-secondary">{t('faq.heroText')}</p>
          <SearchField
            className="mx-auto vt-pages-search"
            value={search}
            onChange={setSearch}
            label={t('faq.searchLabel')}
            placeholder={t('faq.searchPlaceholder')}
            testId="faq-search"
          />
        </div>
      </section>

      <div className="d-flex flex-wrap gap-2 mb-4" role="group" aria-label={t('faq.categoriesLabel')}>
        {(['all', ...faqCategories] as const).map((c) => (
          <Button
            key={c}
            variant={category === c ? 'primary' : 'outline-secondary'}
            className="rounded-pill d-inline-flex align-items-center gap-2"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
          >
            {t(`faq.categories.${c}`)}
            <Badge
              bg={category === c ? 'light' : 'secondary-subtle'}
              text={category === c ? 'dark' : 'secondary-emphasis'}
              pill
            >
              <span className="visually-hidden">{t('faq.countLabel')} </span>
              {counts[c]}
            </Badge>
          </Button>
        ))}
      </div>

      {shown.length === 0 ? (
        <section className="card mb-4" data-testid="faq-empty">
          <div className="card-body text-center py-5">
            <CircleHelp size={40} className="text-body-secondary mb-3" aria-hidden />
            <h2 className="h5">{t('faq.noResults', { query: query.trim() })}</h2>
            <p className="text-body-secondary">{t('faq.noResultsHint')}</p>
            <Button
              variant="outline-primary"
              onClick={() => {
                setSearch('');
                setCategory('all');
              }}
            >
              {t('faq.clear')}
            </Button>
          </div>
        </section>
      ) : (
        shown.map((c) => {
          const Icon = categoryIcons[c];
          return (
            <section key={c} className="card mb-4" aria-labelledby={`faq-${c}`} data-testid="faq-category">
              <div className="card-body">
                <h2 id={`faq-${c}`} className="h5 d-flex align-items-center gap-2 mb-3">
                  <Icon size={20} className="text-primary" aria-hidden />
                  {t(`faq.categories.${c}`)}
                </h2>
                <Accordion>
                  {matching
                    .filter((q) => q.category === c)
                    .map((q) => (
                      <Accordion.Item key={q.id} eventKey={q.id} data-testid="faq-question">
                        <Accordion.Header as="h3">{q.question}</Accordion.Header>
                        <Accordion.Body>{q.answer}</Accordion.Body>
                      </Accordion.Item>
                    ))}
                </Accordion>
              </div>
            </section>
          );
        })
      )}

      <section className="card mb-4" aria-labelledby="faq-contact">
        <div className="card-body text-center py-4">
          <h2 id="faq-contact" className="h5">
            {t('faq.contactTitle')}
          </h2>
          <p className="text-body-secondary">{t('faq.contactText')}</p>
          <div className="row g-3 justify-content-center">
            <div className="col-sm-6 col-lg-4">
              <a className="card h-100 text-decoration-none bg-body-tertiary border-0" href="tel:+15550100199">
                <span className="card-body d-flex flex-column align-items-center gap-1">
                  <Phone size={24} className="text-primary" aria-hidden />
                  <span className="fw-semibold text-body-emphasis">+1 (555) 010-0199</span>
                  <span className="small text-body-secondary">{t('faq.phoneHint')}</span>
                </span>
              </a>
            </div>
            <div className="col-sm-6 col-lg-4">
              <a
                className="card h-100 text-decoration-none bg-body-tertiary border-0"
                href="mailto:help@vitrine.example"
              >
                <span className="card-body d-flex flex-column align-items-center gap-1">
                  <Mail size={24} className="text-primary" aria-hidden />
                  <span className="fw-semibold text-body-emphasis">help@vitrine.example</span>
                  <span className="small text-body-secondary">{t('faq.emailHint')}</span>
                </span>
              </a>
            </div>
          </div>
        </div>
      </section>
    </ShowcasePage>
  );
}
