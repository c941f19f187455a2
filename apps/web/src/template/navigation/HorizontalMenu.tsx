import { ChevronDown } from 'lucide-react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menu } from './menu';
import { entryForPath, visibleMenu } from './permissions';
import type { Role } from './types';
import { useNavBadges } from './useNavBadges';
import { MenuLink } from './VerticalMenu';

/** The horizontal layout's top menu: single entries as links, groups as dropdowns. */
export function HorizontalMenu({ role, dark = false }: { role: Role | null; dark?: boolean }) {
  const { t } = useTranslation('shell');
  const badges = useNavBadges(role);
  const { pathname } = useLocation();
  const current = entryForPath(menu, pathname);
  return (
    <nav aria-label={t('menu.label')} data-bs-theme={dark ? 'dark' : undefined} data-testid="horizontal-menu">
      <ul className="vt-hmenu">
        {visibleMenu(menu, role).map((entry) => {
          if (entry.type === 'item') {
            return (
              <li key={entry.id}>
                <MenuLink item={entry} badges={badges} />
              </li>
            );
          }
          const Icon = entry.icon;
          const active = entry.children.some((c) => c.id === current?.id);
          return (
            <li key={entry.id}>
              <Dropdown>
                <Dropdown.Toggle
                  as="button"
                  bsPrefix="vt"
                  className={`vt-menu-link border-0 ${active ? 'active' : 'bg-transparent'}`}
                >
                  <Icon size={20} aria-hidden />
                  <span>{t(entry.title)}</span>
                  <ChevronDown size={16} aria-hidden />
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {entry.children.map((child) => (
                    <MenuLink key={child.id} item={child} badges={badges} />
                  ))}
                </Dropdown.Menu>
              </Dropdown>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
