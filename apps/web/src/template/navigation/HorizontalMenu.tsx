import { ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { shellMenu } from './menu';
import { menuLinks, visibleMenu } from './permissions';
import type { NavGroup, NavLinkItem, Role } from './types';
import { useNavBadges } from './useNavBadges';
import { DemoBadge, MenuLink, useCurrentEntryId } from './VerticalMenu';

/**
 * The horizontal layout's top menu: single entries as links, groups as dropdowns, and the demo
 * section as one dropdown of its own, its families under their titles.
 */
export function HorizontalMenu({ role, dark = false }: { role: Role | null; dark?: boolean }) {
  const { t } = useTranslation('shell');
  const badges = useNavBadges(role);
  const currentId = useCurrentEntryId();
  return (
    <nav aria-label={t('menu.label')} data-bs-theme={dark ? 'dark' : undefined} data-testid="horizontal-menu">
      <ul className="vt-hmenu">
        {visibleMenu(shellMenu(), role).map((entry) => {
          if (entry.type === 'item') {
            return (
              <li key={entry.id}>
                <MenuLink item={entry} badges={badges} />
              </li>
            );
          }
          const Icon = entry.icon;
          const children: (NavLinkItem | NavGroup)[] = entry.children;
          const active = menuLinks([entry]).some((link) => link.id === currentId);
          return (
            <li key={entry.id}>
              <Dropdown>
                <Dropdown.Toggle
                  as="button"
                  bsPrefix="vt"
                  className={`vt-menu-link border-0 ${active ? 'active' : 'bg-transparent'}`}
                  data-testid={`menu-group-${entry.id}`}
                >
                  <Icon size={20} aria-hidden />
                  <span>{t(entry.title)}</span>
                  {entry.type === 'section' && <DemoBadge />}
                  <ChevronDown size={16} aria-hidden />
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {children.map((child) =>
                    child.type === 'item' ? (
                      <MenuLink key={child.id} item={child} badges={badges} />
                    ) : (
                      <Fragment key={child.id}>
                        <Dropdown.Header>{t(child.title)}</Dropdown.Header>
                        {child.children.map((link) => (
                          <MenuLink key={link.id} item={link} badges={badges} />
                        ))}
                      </Fragment>
                    ),
                  )}
                </Dropdown.Menu>
              </Dropdown>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
