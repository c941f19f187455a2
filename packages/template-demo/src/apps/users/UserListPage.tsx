import './users.scss';
import { ConfirmDialog, Loading } from '@vitrine/web/components/ui';
import { BadgeCheck, Eye, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { userRoles, userStatuses } from '../../mock/db/users';
import { PageControls } from '../data-list/PageControls';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { SearchField } from '../shared/SearchField';
import {
  type User,
  type UserListQuery,
  type UserRole,
  type UserStatus,
  useDeleteUserMutation,
  useListUsersQuery,
} from './usersApi';
import { UserAvatar, UserLoadProblem, UserStatusBadge } from './userUi';

const PER_PAGE_OPTIONS = [10, 20, 50] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The 50 demo users: search, role/status/verified filters and pages, all kept in the address. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const [params, setParams] = useSearchParams();
  const perPageParam = Number(params.get('perPage'));
  const query: UserListQuery = {
    q: params.get('q') ?? undefined,
    role: oneOf<UserRole>(userRoles, params.get('role')),
    status: oneOf<UserStatus>(userStatuses, params.get('status')),
    verified: oneOf(['true', 'false'] as const, params.get('verified')),
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPageParam) ? perPageParam : PER_PAGE_OPTIONS[0],
  };
  const { data, error, isLoading, isFetching, refetch } = useListUsersQuery(query);
  const [deleteUser, deleting] = useDeleteUserMutation();
  const [toDelete, setToDelete] = useState<User | null>(null);
  const confirmDelete = async () => {
    if (!toDelete) return;
    const outcome = await deleteUser(toDelete.id);
    if ('error' in outcome) {
      toast.error(String((outcome.error as { error?: unknown }).error ?? ''));
      return;
    }
    toast.success(t('list.deleted', { name: toDelete.name }));
    setToDelete(null);
  };
  const [search, setSearch] = useState(query.q ?? '');

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // Search as the person types, a moment after the last key.
  useEffect(() => {
    if (search.trim() === (query.q ?? '')) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  });
  // A page past the end (after filtering) goes to the last page there is.
  useEffect(() => {
    if (data && data.totalPages > 0 && query.page > data.totalPages) update({ page: String(data.totalPages) });
  });

  const filtered = Boolean(query.q || query.role || query.status || query.verified);
  const first = data?.total ? (query.page - 1) * query.perPage + 1 : 0;
  const last = data ? Math.min(data.total, query.page * query.perPage) : 0;

  return (
    <div className="vt-app-page vt-demo-app">
      <DemoPageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <Card>
        <Card.Body>
          <Row className="g-2 mb-3" role="search" aria-label={t('list.filters')}>
            <Col xs={12} md={6} xxl={4}>
              <SearchField
                value={search}
                onChange={setSearch}
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                testId="user-search"
              />
            </Col>
            <Col xs={6} md={3} xxl={2}>
              <Form.Select
                aria-label={t('list.role')}
                value={query.role ?? ''}
                onChange={(e) => update({ role: e.target.value || undefined, page: undefined })}
                data-testid="filter-role"
              >
                <option value="">{t('list.allRoles')}</option>
                {userRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col xs={6} md={3} xxl={2}>
              <Form.Select
                aria-label={t('list.status')}
                value={query.status ?? ''}
                onChange={(e) => update({ status: e.target.value || undefined, page: undefined })}
                data-testid="filter-status"
              >
                <option value="">{t('list.allStatuses')}</option>
                {userStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col xs={6} md={4} xxl={2}>
              <Form.Select
                aria-label={t('list.verified')}
                value={query.verified ?? ''}
                onChange={(e) => update({ verified: e.target.value || undefined, page: undefined })}
                data-testid="filter-verified"
              >
                <option value="">{t('list.anyVerified')}</option>
                <option value="true">{t('list.onlyVerified')}</option>
                <option value="false">{t('list.onlyUnverified')}</option>
              </Form.Select>
            </Col>
            <Col xs={6} md="auto" className="d-grid">
              <Button
                variant="outline-secondary"
                disabled={!filtered}
                onClick={() => {
                  setSearch('');
                  update({ q: undefined, role: undefined, status: undefined, verified: undefined, page: undefined });
                }}
              >
                <RotateCcw size={14} className="me-1" aria-hidden />
                {t('list.clearFilters')}
              </Button>
            </Col>
          </Row>

          {isLoading && <Loading />}
          {error && !isLoading && <UserLoadProblem error={error} onRetry={refetch} />}
          {data && data.total === 0 && (
            <div className="text-center text-body-secondary my-5" data-testid="users-empty">
              <p className="mb-2">{filtered ? t('list.emptyFiltered') : t('list.empty')}</p>
            </div>
          )}
          {data && data.total > 0 && (
            <Table
              responsive
              hover
              className="align-middle mb-0 vt-user-table"
              data-testid="users-table"
              aria-busy={isFetching}
            >
              <caption className="visually-hidden">{t('list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fields.user')}</th>
                  <th scope="col" className="d-none d-md-table-cell">
                    {t('fields.email')}
                  </th>
                  <th scope="col" className="d-none d-xxl-table-cell">
                    {t('fields.country')}
                  </th>
                  <th scope="col" className="d-none d-sm-table-cell">
                    {t('fields.role')}
                  </th>
                  <th scope="col" className="d-none d-sm-table-cell">
                    {t('fields.status')}
                  </th>
                  <th scope="col" className="d-none d-lg-table-cell">
                    {t('fields.verified')}
                  </th>
                  <th scope="col" className="d-none d-xxl-table-cell">
                    {t('fields.department')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('list.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user) => (
                  <tr key={user.id} data-testid="user-row">
                    <td>
                      <div className="d-flex align-items-center gap-2">
                        <UserAvatar user={user} />
                        <div className="vt-min-w-0">
                          <Link to={`/app/user/view/${user.id}`} className="fw-semibold" data-testid="user-link">
                            {user.username}
                          </Link>
                          <div className="small text-body-secondary">{user.name}</div>
                          <div className="d-sm-none d-flex flex-wrap align-items-center gap-1 small mt-1">
                            {t(`roles.${user.role}`)}
                            <UserStatusBadge status={user.status} compact />
                          </div>
                        </div>
                      </div>
                    </td>
                    <td className="d-none d-md-table-cell vt-user-email">{user.email}</td>
                    <td className="d-none d-xxl-table-cell">{user.country}</td>
                    <td className="d-none d-sm-table-cell" data-testid="user-role">
                      {t(`roles.${user.role}`)}
                    </td>
                    <td className="d-none d-sm-table-cell">
                      <UserStatusBadge status={user.status} />
                    </td>
                    <td className="d-none d-lg-table-cell" data-testid="user-verified">
                      {user.is_verified ? (
                        <span className="text-success-emphasis d-inline-flex align-items-center gap-1">
                          <BadgeCheck size={16} aria-hidden />
                          {t('yes')}
                        </span>
                      ) : (
                        <span className="text-body-secondary">{t('no')}</span>
                      )}
                    </td>
                    <td className="d-none d-xxl-table-cell">{t(`departments.${user.department}`)}</td>
                    <td className="text-end">
                      <Link
                        to={`/app/user/view/${user.id}`}
                        className="btn btn-sm btn-outline-primary me-1"
                        aria-label={t('list.viewUser', { name: user.name })}
                        title={t('list.view')}
                      >
                        <Eye size={14} aria-hidden />
                      </Link>
                      <Link
                        to={`/app/user/edit/${user.id}`}
                        className="btn btn-sm btn-outline-secondary me-1"
                        aria-label={t('list.editUser', { name: user.name })}
                        title={t('list.edit')}
                      >
                        <Pencil size={14} aria-hidden />
                      </Link>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={t('list.deleteUser', { name: user.name })}
                        title={t('list.delete')}
                        onClick={() => setToDelete(user)}
                      >
                        <Trash2 size={14} aria-hidden />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {data && data.total > 0 && (
            <PageControls
              id="users-per-page"
              page={query.page}
              totalPages={data.totalPages}
              perPage={query.perPage}
              perPageOptions={PER_PAGE_OPTIONS}
              onPage={(page) => update({ page: String(page) })}
              onPerPage={(perPage) => update({ perPage: String(perPage), page: undefined })}
              labels={{
                nav: t('paging.nav'),
                perPage: t('paging.perPage'),
                previous: t('paging.previous'),
                next: t('paging.next'),
                first: t('paging.first'),
                last: t('paging.last'),
                page: (page) => t('paging.page', { page }),
                summary: t('paging.summary', { first, last, total: data.total }),
              }}
            />
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('list.deleteTitle')}
        text={t('list.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.delete')}
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
