import { House } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Breadcrumb } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Example, ShowcasePage } from '../shared/ShowcasePage';

/** Every trail ends at this page; its links lead to real pages of the app. */
const trail = [
  { label: 'Home', to: '/dashboard' },
  { label: 'Components', to: '/components/alerts' },
];

const separators = [
  { key: 'default', divider: undefined },
  { key: 'chevron', divider: "'›'" },
  { key: 'arrow', divider: "'→'" },
  { key: 'dot', divider: "'·'" },
];

function Trail({ label, divider, icon = false }: { label: string; divider?: string; icon?: boolean }) {
  return (
    <Breadcrumb label={label} style={divider ? ({ '--bs-breadcrumb-divider': divider } as CSSProperties) : undefined}>
      {trail.map((item, i) => (
        <Breadcrumb.Item key={item.to} linkAs={Link} linkProps={{ to: item.to }}>
          {icon && i === 0 ? (
            <span className="d-inline-flex align-items-center gap-1">
              <House size={14} aria-hidden />
              {item.label}
            </span>
          ) : (
            item.label
          )}
        </Breadcrumb.Item>
      ))}
      <Breadcrumb.Item active>Breadcrumbs</Breadcrumb.Item>
    </Breadcrumb>
  );
}

/** Breadcrumbs: the plain trail, other separators (a CSS variable), and a home icon. */
export default function BreadcrumbsPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compBreadcrumbs" description={t('breadcrumbs.description')}>
      <Example title={t('breadcrumbs.separators')} description={t('breadcrumbs.separatorsHint')}>
        {separators.map((s) => (
          <Trail key={s.key} divider={s.divider} label={t('breadcrumbs.label', { style: t(`breadcrumbs.${s.key}`) })} />
        ))}
      </Example>
      <Example title={t('breadcrumbs.icons')}>
        <Trail icon label={t('breadcrumbs.label', { style: t('breadcrumbs.withIcon') })} />
      </Example>
    </ShowcasePage>
  );
}
