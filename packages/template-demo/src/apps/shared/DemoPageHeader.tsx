import { PageHeader } from '@vitrine/web/components/ui';
import { useAppDispatch } from '@vitrine/web/store';
import { FlaskConical, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { resetDemoData } from '../../mock';
import { demoApi } from '../../mock/api/demoApi';
import './demoApp.scss';

/**
 * The header of every demo app screen: its title, a badge saying the data is demo data (nothing
 * here reaches the real server), and "Reset demo data", which puts every demo app back to its seed.
 */
export function DemoPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('apps');
  const dispatch = useAppDispatch();
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <>
          <Badge
            bg="warning"
            text="dark"
            className="d-inline-flex align-items-center gap-1 align-self-center"
            data-testid="demo-badge"
          >
            <FlaskConical size={14} aria-hidden />
            {t('demo.badge')}
          </Badge>
          {actions}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              resetDemoData();
              dispatch(demoApi.util.resetApiState());
              toast.info(t('demo.resetDone'));
            }}
          >
            <RotateCcw size={14} className="me-1" aria-hidden />
            {t('demo.reset')}
          </Button>
        </>
      }
    />
  );
}
