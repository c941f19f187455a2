import { ChevronRight, Circle, CircleDot, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { menu } from './menu';
import { entryForPath, visibleMenu } from './permissions';
import type { NavGroup, NavLinkItem, Role } from './types';
import { useNavBadges } from './useNavBadges';

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
  const Icon = item.icon;
  const count = item.badge ? badges[item.badge] : undefined;
  return (
    <NavLink to={item.navLink} className="vt-menu-link" onClick={onNavigate} data-testid={`menu-${item.id}`}>
      <Icon size={20} aria-hidden />
      <span className="vt-label">{t(item.title)}</span>
      {count ? (
        <Badge pill bg="danger" aria-label={t('menu.newOrders', { count })}>
          {count}
        </Badge>
      ) : null}
    </NavLink>
  );
}

/**
 * A template family (Components, Forms…): a button that folds its links away, open while it
 * holds the current page, so ~100 demo pages do not bury the owner's own menu.
 */
function FoldingGroup({
  group,
  badges,
  onNavigate,
}: {
  group: NavGroup;
  badges: Partial<Record<string, number>>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const holdsCurrent = group.children.some((c) => c.id === entryForPath(menu, pathname)?.id);
  const [open, setOpen] = useState(holdsCurrent);
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const Icon = group.icon;
  const listId = `menu-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        className={`vt-menu-link vt-menu-fold border-0 w-100 ${holdsCurrent ? 'vt-holds-current' : 'bg-transparent'}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        data-testid={`menu-group-${group.id}`}
      >
        <Icon size={20} aria-hidden />
        <span className="vt-label">{t(group.title)}</span>
        <ChevronRight size={16} aria-hidden className="vt-fold-chevron ms-auto" />
      </button>
      <ul className="list-unstyled vt-menu-sub" id={listId} hidden={!open}>
        {group.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} badges={badges} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
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
          {visibleMenu(menu, role).map((entry) =>
            entry.type === 'group' && entry.collapsible ? (
              <FoldingGroup key={entry.id} group={entry} badges={badges} onNavigate={onClose} />
            ) : entry.type === 'group' ? (
              <li key={entry.id}>
                <div className="vt-menu-section">{t(entry.title)}</div>
                <ul className="list-unstyled">
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} badges={badges} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.id}>
                <MenuLink item={entry} badges={badges} onNavigate={onClose} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
