import { Lock, LogOut, Settings, UserCog } from 'lucide-react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout, selectAuth } from '../../features/account/auth/authSlice';
import { lockSession } from '../../features/lock-screen/lockState';
import { useAppDispatch, useAppSelector } from '../../store';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/**
 * Name and role, Edit Account, Account settings, Lock screen (the shell locks where it is) and
 * Log Out (spec section 4: token removed, ids reset, to /login).
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  // The shell sees the signed-out state and goes to /login (spec section 4).
  const onLogout = () => dispatch(logout());
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        as="button"
        bsPrefix="vt"
        className="btn-icon gap-2"
        aria-label={t('user.menu')}
        data-testid="user-menu"
      >
        <span className="vt-user-name d-none d-sm-block vt-navbar-text">
          <span className="fw-semibold">{auth.name}</span>
          <small>{auth.userRole ? t(`user.roles.${auth.userRole}`) : ''}</small>
        </span>
        <span className="vt-avatar" aria-hidden>
          {initials(auth.name)}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header className="d-sm-none">
          {auth.name} · {auth.userRole ? t(`user.roles.${auth.userRole}`) : ''}
        </Dropdown.Header>
        {auth.userRole === 'owner' && (
          <Dropdown.Item as={Link} to="/shop-profile/edit">
            <UserCog size={16} className="me-2" aria-hidden />
            {t('user.editAccount')}
          </Dropdown.Item>
        )}
        <Dropdown.Item as={Link} to="/pages/account-settings">
          <Settings size={16} className="me-2" aria-hidden />
          {t('menu.accountSettings')}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={lockSession} data-testid="lock-screen-item">
          <Lock size={16} className="me-2" aria-hidden />
          {t('menu.lockScreen')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={onLogout}>
          <LogOut size={16} className="me-2" aria-hidden />
          {t('user.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
