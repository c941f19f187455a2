import { ChevronRight, Circle, CircleDot, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { shellMenu } from './menu';
import { entryForPath, menuLinks, visibleMenu } from './permissions';
import type { NavEntry, NavGroup, NavLinkItem, NavSection, Role } from './types';
import { useNavBadges } from './useNavBadges';

/** The id of the menu entry the current page belongs to (the most specific one). */
export function useCurrentEntryId(): string | undefined {
  const { pathname } = useLocation();
  return entryForPath(shellMenu(), pathname)?.id;
}

export function MenuLink({
  item,
  badges,
  onNavigate,
}: {
  item: NavLinkItem;
  badges: Partial<Record<string, number>>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  // Only the most specific entry is current: Import products, not Products as well.
  const current = useCurrentEntryId() === item.id;
  const Icon = item.icon;
  const count = item.badge ? badges[item.badge] : undefined;
  return (
    <Link
      to={item.navLink}
      className={`vt-menu-link${current ? ' active' : ''}`}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={`menu-${item.id}`}
    >
      <Icon size={20} aria-hidden />
      <span className="vt-label">{t(item.title)}</span>
      {count ? (
        <Badge pill bg="danger" aria-label={t('menu.newOrders', { count })}>
          {count}
        </Badge>
      ) : null}
    </Link>
  );
}

/** The template's demo badge, beside its section's title. */
export function DemoBadge() {
  const { t } = useTranslation('shell');
  return (
    <Badge bg="warning" text="dark" className="vt-demo-badge" data-testid="menu-demo-badge">
      {t('menu.demoBadge')}
    </Badge>
  );
}

/**
 * A button that folds a list of entries away, open while it holds the current page: a template
 * family (Components, Forms…), or the whole demo section, so ~100 demo pages do not bury the
 * owner's own menu.
 */
function Fold({
  entry,
  holdsCurrent,
  badge,
  children,
}: {
  entry: NavGroup | NavSection;
  holdsCurrent: boolean;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(holdsCurrent);
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const Icon = entry.icon;
  const listId = `menu-group-${entry.id}`;
  return (
    <li className={entry.type === 'section' ? 'vt-menu-demo' : undefined}>
      <button
        type="button"
        className={`vt-menu-link vt-menu-fold border-0 w-100 ${holdsCurrent ? 'vt-holds-current' : 'bg-transparent'}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        data-testid={`menu-group-${entry.id}`}
      >
        <Icon size={20} aria-hidden />
        <span className="vt-label">{t(entry.title)}</span>
        {badge}
        <ChevronRight size={16} aria-hidden className={`vt-fold-chevron ${badge ? '' : 'ms-auto'}`} />
      </button>
      <ul className="list-unstyled vt-menu-sub" id={listId} hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

type Links = { badges: Partial<Record<string, number>>; onNavigate?: () => void };

/** One entry of the sidebar: a link, a titled group, a folding family or the folded demo section. */
function MenuEntry({ entry, badges, onNavigate }: { entry: NavEntry } & Links) {
  const { t } = useTranslation('shell');
  const currentId = useCurrentEntryId();
  const links = (items: NavLinkItem[]) =>
    items.map((child) => (
      <li key={child.id}>
        <MenuLink item={child} badges={badges} onNavigate={onNavigate} />
      </li>
    ));
  if (entry.type === 'item') {
    return (
      <li>
        <MenuLink item={entry} badges={badges} onNavigate={onNavigate} />
      </li>
    );
  }
  const holdsCurrent = menuLinks([entry]).some((link) => link.id === currentId);
  if (entry.type === 'section') {
    return (
      <Fold entry={entry} holdsCurrent={holdsCurrent} badge={<DemoBadge />}>
        {entry.children.map((child) => (
          <MenuEntry key={child.id} entry={child} badges={badges} onNavigate={onNavigate} />
        ))}
      </Fold>
    );
  }
  if (entry.collapsible) {
    return (
      <Fold entry={entry} holdsCurrent={holdsCurrent}>
        {links(entry.children)}
      </Fold>
    );
  }
  return (
    <li>
      <div className="vt-menu-section">{t(entry.title)}</div>
      <ul className="list-unstyled">{links(entry.children)}</ul>
    </li>
  );
}

/**
 * The sidebar: brand, the collapse toggle (from 1200 px) or a close button (in the drawer),
 * and the menu entries the user's role may open.
 */
export function VerticalMenu({
  role,
  collapsed,
  onToggleCollapsed,
  onClose,
  className = '',
  dark = false,
}: {
  role: Role | null;
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  onClose?: () => void;
  className?: string;
  dark?: boolean;
}) {
  const { t } = useTranslation('shell');
  const badges = useNavBadges(role);
  return (
    <aside className={`vt-sidebar ${className}`} data-bs-theme={dark ? 'dark' : undefined} data-testid="sidebar">
      <div className="vt-sidebar-header">
        <Link to={role === 'admin' ? '/ecommerce-dashboard' : '/dashboard'} className="vt-brand">
          <span className="vt-brand-mark" aria-hidden>
            V
          </span>
          <span className="vt-label">{t('brand')}</span>
        </Link>
        {onToggleCollapsed && (
          <button
            type="button"
            className="btn-icon vt-collapse-toggle"
            aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
            aria-pressed={collapsed}
            onClick={onToggleCollapsed}
            data-testid="sidebar-collapse"
          >
            {collapsed ? <Circle size={18} aria-hidden /> : <CircleDot size={18} aria-hidden />}
          </button>
        )}
        {onClose && (
          <button type="button" className="btn-icon" aria-label={t('menu.close')} onClick={onClose}>
            <X size={20} aria-hidden />
          </button>
        )}
      </div>
      <nav aria-label={t('menu.label')} className="d-flex flex-column flex-grow-1 overflow-hidden">
        <ul className="vt-menu">
          {visibleMenu(shellMenu(), role).map((entry) => (
            <MenuEntry key={entry.id} entry={entry} badges={badges} onNavigate={onClose} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
