import { Circle, CircleDot, X } from 'lucide-react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { menu } from './menu';
import { visibleMenu } from './permissions';
import type { NavLinkItem, Role } from './types';
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
            entry.type === 'group' ? (
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
