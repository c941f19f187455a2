import type { SetupStepId } from '@vitrine/contracts';
import { CheckCircle2, Circle, ListChecks } from 'lucide-react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissSetupMutation, useGetSetupQuery, useShopLinkUsed } from './setupApi';

/** Where each step is done in the account area. */
const stepLinks: Record<Exclude<SetupStepId, 'shared'>, string> = {
  logo: '/shop-profile/edit',
  header: '/shop-profile/header',
  contact: '/shop-profile/edit',
  category: '/account/categories',
  product: '/account/products/new',
  delivery: '/account/delivery',
};

/**
 * The setup guide on a new owner's dashboard: seven steps that tick themselves from the
 * shop's data (the server reads it), each linking to where it is done. Put away on the server, per
 * shop; a "Setup guide" link brings it back.
 */
export function SetupGuide({ shopUrl }: { shopUrl: string }) {
  const { t } = useTranslation('account');
  const { data } = useGetSetupQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dismiss, { isLoading }] = useDismissSetupMutation();
  const shopLinkUsed = useShopLinkUsed();
  const setup = data?.setup;
  if (!setup) return null;
  if (setup.dismissed_at) {
    return (
      <p className="mb-3">
        <Button
          variant="link"
          className="p-0"
          onClick={() => dismiss(false)}
          disabled={isLoading}
          data-testid="setup-reopen"
        >
          <ListChecks size={16} className="me-1" aria-hidden />
          {t('dashboard.setup.reopen')}
        </Button>{' '}
        <span className="text-body-secondary small">
          {t('dashboard.setup.progress', { done: setup.done, total: setup.total })}
        </span>
      </p>
    );
  }
  return (
    <Card as="section" className="mb-4" data-testid="setup-guide" aria-labelledby="setup-guide-title">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 className="h5 mb-1" id="setup-guide-title">
              {setup.done === setup.total ? t('dashboard.setup.ready') : t('dashboard.setup.title')}
            </h2>
            <p className="text-body-secondary mb-0" data-testid="setup-progress">
              {t('dashboard.setup.progress', { done: setup.done, total: setup.total })}
            </p>
          </div>
          <Button
            variant="outline-secondary"
            // A thumb's target on a phone (44 px), though the label is small.
            style={{ minHeight: 44 }}
            onClick={() => dismiss(true)}
            disabled={isLoading}
            data-testid="setup-dismiss"
          >
            {t('dashboard.setup.hide')}
          </Button>
        </div>
        <div
          className="progress mb-3"
          style={{ height: 8 }}
          role="progressbar"
          aria-label={t('dashboard.setup.progress', { done: setup.done, total: setup.total })}
          aria-valuemin={0}
          aria-valuemax={setup.total}
          aria-valuenow={setup.done}
        >
          <div className="progress-bar" style={{ width: `${(setup.done / setup.total) * 100}%` }} />
        </div>
        <ol className="list-unstyled mb-0 d-grid gap-1">
          {setup.steps.map((step) => {
            const label = t(`dashboard.setup.steps.${step.id}`);
            const Icon = step.done ? CheckCircle2 : Circle;
            const text = step.done ? <s className="text-body-secondary">{label}</s> : label;
            return (
              <li
                key={step.id}
                className="d-flex align-items-center gap-2"
                data-testid={`setup-step-${step.id}`}
                data-done={step.done}
              >
                <Icon
                  size={20}
                  className={step.done ? 'text-success flex-shrink-0' : 'text-body-secondary flex-shrink-0'}
                  aria-hidden
                />
                <span className="visually-hidden">
                  {step.done ? t('dashboard.setup.done') : t('dashboard.setup.todo')}
                </span>
                {step.id === 'shared' ? (
                  <a
                    href={`/${shopUrl}`}
                    target="_blank"
                    rel="noreferrer"
                    onClick={shopLinkUsed}
                    className="d-inline-flex align-items-center"
                    style={{ minHeight: 44 }}
                  >
                    {text}
                  </a>
                ) : (
                  <Link to={stepLinks[step.id]} className="d-inline-flex align-items-center" style={{ minHeight: 44 }}>
                    {text}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </Card.Body>
    </Card>
  );
}
