import { useState } from 'react';
import { Alert, Badge, Form, Table } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { DemoError } from '../../mock/api/demoApi';
import { permissionActions, permissionAreas } from '../../mock/db/users';
import type { User, UserStatus } from './usersApi';

/** The user a view or edit page shows: the path's id, else `?id=`, else none (the mock answers the first user). */
export function useUserId(): number | undefined {
  const { id } = useParams();
  const [params] = useSearchParams();
  const raw = id ?? params.get('id');
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Two letters of the name, for when the picture does not load. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toLocaleUpperCase();
}

/** The user's picture, or their initials in a circle when it is missing or does not load. */
export function UserAvatar({ user, size = 36 }: { user: Pick<User, 'avatar' | 'name'>; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (!user.avatar || failed) {
    return (
      <span
        className="vt-user-initials rounded-circle d-inline-flex align-items-center justify-content-center flex-shrink-0 fw-semibold"
        style={style}
        aria-hidden
      >
        {initials(user.name)}
      </span>
    );
  }
  return (
    <img
      src={user.avatar}
      alt=""
      width={size}
      height={size}
      className="rounded-circle flex-shrink-0 object-fit-cover bg-body-secondary"
      onError={() => setFailed(true)}
    />
  );
}

const statusTone: Record<UserStatus, string> = { active: 'success', blocked: 'danger', deactivated: 'secondary' };

/** active green, blocked red, deactivated grey; subtle colours that read in light and dark. */
export function UserStatusBadge({ status, compact = false }: { status: UserStatus; compact?: boolean }) {
  const { t } = useTranslation('users');
  const tone = statusTone[status];
  return (
    <Badge
      bg=""
      pill
      className={`bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
      data-testid={compact ? undefined : 'user-status'}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/**
 * Read, write, create and delete over users, posts and comments: disabled checkboxes on the view
 * page, the form's own checkboxes on the edit page (`register`).
 */
export function PermissionsMatrix({
  permissions,
  register,
}: {
  permissions: User['permissions'];
  register?: UseFormRegister<User>;
}) {
  const { t } = useTranslation('users');
  return (
    <Table responsive size="sm" className="align-middle mb-0 text-center vt-permissions" data-testid="permissions">
      <caption className="visually-hidden">{t('permissions.title')}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-start">
            {t('permissions.module')}
          </th>
          {permissionActions.map((action) => (
            <th scope="col" key={action}>
              {t(`permissions.actions.${action}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {permissionAreas.map((area) => (
          <tr key={area}>
            <th scope="row" className="text-start fw-normal">
              {t(`permissions.areas.${area}`)}
            </th>
            {permissionActions.map((action) => {
              const label = t('permissions.cell', {
                area: t(`permissions.areas.${area}`),
                action: t(`permissions.actions.${action}`),
              });
              return (
                <td key={action}>
                  {register ? (
                    <Form.Check
                      type="checkbox"
                      id={`perm-${area}-${action}`}
                      className="d-inline-block mb-0"
                      aria-label={label}
                      {...register(`permissions.${area}.${action}`)}
                    />
                  ) : (
                    <Form.Check
                      type="checkbox"
                      id={`perm-${area}-${action}`}
                      className="d-inline-block mb-0"
                      aria-label={label}
                      checked={permissions[area][action]}
                      disabled
                      readOnly
                    />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A user that could not be loaded: not found (with a way back to the list) or another failure. */
export function UserLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('users');
  const status = (error as DemoError | undefined)?.status;
  if (status === 404) {
    return (
      <Alert variant="warning" data-testid="user-not-found">
        <p className="mb-2">{t('notFound')}</p>
        <Link to="/app/user/list" className="alert-link">
          {t('backToList')}
        </Link>
      </Alert>
    );
  }
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3" data-testid="load-error">
      <span>{t('loadFailed')}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </Alert>
  );
}
