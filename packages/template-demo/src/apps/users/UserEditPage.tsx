import './users.scss';
import { Loading } from '@vitrine/web/components/ui';
import { Eye, Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner, Tab, Tabs } from 'react-bootstrap';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { DemoError } from '../../mock/api/demoApi';
import { contactOptions, userDepartments, userLanguages, userRoles, userStatuses } from '../../mock/db/users';
import { DOB_INVALID, EMAIL_IN_USE, EMAIL_INVALID, NAME_REQUIRED, USERNAME_REQUIRED } from '../../mock/handlers/users';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { type User, useGetUserQuery, useUpdateUserMutation } from './usersApi';
import { PermissionsMatrix, UserAvatar, UserLoadProblem, useUserId } from './userUi';

type TabKey = 'account' | 'information' | 'social';

/** Which tab holds each field the mock may refuse. */
const tabOf: Record<string, TabKey> = {
  username: 'account',
  name: 'account',
  email: 'account',
  role: 'account',
  status: 'account',
  department: 'account',
  company: 'account',
  is_verified: 'account',
  avatar: 'account',
  permissions: 'account',
  dob: 'information',
  gender: 'information',
  country: 'information',
  mobile: 'information',
  website: 'information',
  languages_known: 'information',
  contact_options: 'information',
  location: 'information',
  social_links: 'social',
};

/** The mock's known messages, in the reader's language. */
const knownMessages: Record<string, string> = {
  [NAME_REQUIRED]: 'errors.nameRequired',
  [USERNAME_REQUIRED]: 'errors.usernameRequired',
  [EMAIL_INVALID]: 'errors.emailInvalid',
  [EMAIL_IN_USE]: 'errors.emailInUse',
  [DOB_INVALID]: 'errors.dobInvalid',
};

const socialKeys = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
const locationKeys = ['add_line_1', 'add_line_2', 'post_code', 'city', 'state', 'country'] as const;

/** A refused field tells assistive technology so, and which message explains why. */
const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

function errorAt(errors: FieldErrors<User>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/** Edit one user in three tabs; Save sends the whole form to the mock, which answers per field. */
export default function UserEditPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const id = useUserId();
  const { data: user, error, isLoading, refetch } = useGetUserQuery(id);
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const [tab, setTab] = useState<TabKey>('account');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm<User>();

  // The form follows the user loaded (and a user opened from another one).
  useEffect(() => {
    if (user) reset(user);
  }, [user, reset]);

  const message = (text: string) => (knownMessages[text] ? t(knownMessages[text]) : text);

  const save = handleSubmit(async (values) => {
    if (!user) return;
    setFailure(null);
    try {
      const saved = await updateUser({ ...values, id: user.id }).unwrap();
      reset(saved);
      toast.success(t('edit.saved', { name: saved.name }));
    } catch (caught) {
      const refused = caught as DemoError;
      if (refused.error && typeof refused.error === 'object') {
        const fields = Object.entries(refused.error);
        for (const [field, text] of fields) setError(field as Path<User>, { type: 'server', message: message(text) });
        const firstTab = fields.map(([field]) => tabOf[field]).find(Boolean);
        if (firstTab) setTab(firstTab);
        setFailure(t('errors.fix'));
      } else {
        setFailure(typeof refused.error === 'string' && refused.error ? message(refused.error) : t('errors.generic'));
      }
    }
  });

  // The mock's last answer goes first: a message on a group (permissions, address) would
  // otherwise stay and keep the form from being sent again.
  const onSubmit = (e: FormEvent) => {
    clearErrors();
    return save(e);
  };

  const tabHasError = (key: TabKey) => Object.keys(errors).some((field) => tabOf[field] === key);
  const tabTitle = (key: TabKey) => (
    <>
      {t(`edit.tabs.${key}`)}
      {tabHasError(key) && (
        <span className="badge rounded-pill bg-danger ms-2" data-testid={`tab-error-${key}`}>
          !<span className="visually-hidden"> {t('edit.tabHasErrors')}</span>
        </span>
      )}
    </>
  );

  const field = (
    name: Path<User>,
    label: string,
    options: { type?: string; md?: number; autoComplete?: string; dir?: 'ltr' } = {},
  ) => {
    const fieldError = errorAt(errors, name);
    const id = `user-${name.replace(/\./g, '-')}`;
    return (
      <Form.Group as={Col} md={options.md ?? 6} className="mb-3" controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          dir={options.dir}
          isInvalid={!!fieldError}
          {...invalid(id, fieldError)}
          {...register(name)}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {fieldError}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  const select = (name: Path<User>, label: string, values: readonly string[], labelOf: (v: string) => string) => {
    const fieldError = errorAt(errors, name);
    return (
      <Form.Group as={Col} md={4} className="mb-3" controlId={`user-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Select isInvalid={!!fieldError} {...invalid(`user-${name}`, fieldError)} {...register(name)}>
          {values.map((v) => (
            <option key={v} value={v}>
              {labelOf(v)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id={`user-${name}-error`}>
          {fieldError}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  const checkGroup = (name: 'languages_known' | 'contact_options', label: string, values: readonly string[]) => {
    const fieldError = errorAt(errors, name);
    return (
      <Col md={6} className="mb-3">
        <fieldset>
          <legend className="form-label fs-6 mb-2">{label}</legend>
          <div className="d-flex flex-wrap column-gap-3">
            {values.map((v) => (
              <Form.Check
                key={v}
                type="checkbox"
                id={`user-${name}-${v}`}
                value={v}
                label={name === 'contact_options' ? t(`contactOptions.${v}`) : v}
                isInvalid={!!fieldError}
                {...register(name)}
              />
            ))}
          </div>
          {fieldError && <div className="invalid-feedback d-block">{fieldError}</div>}
        </fieldset>
      </Col>
    );
  };

  return (
    <div className="vt-app-page vt-demo-app">
      <DemoPageHeader
        title={t('edit.title')}
        subtitle={user ? t('edit.subtitle', { name: user.name }) : undefined}
        actions={
          user && (
            <Link to={`/app/user/view/${user.id}`} className="btn btn-outline-secondary btn-sm" data-testid="view-user">
              <Eye size={14} className="me-1" aria-hidden />
              {t('edit.backToView')}
            </Link>
          )
        }
      />
      {isLoading && <Loading />}
      {error && !isLoading && <UserLoadProblem error={error} onRetry={refetch} />}
      {user && (
        <Card>
          <Card.Body>
            <Form noValidate onSubmit={onSubmit} aria-label={t('edit.title')}>
              <Tabs
                id="user-edit-tabs"
                activeKey={tab}
                onSelect={(key) => setTab((key as TabKey) ?? 'account')}
                className="mb-4"
              >
                <Tab eventKey="account" title={tabTitle('account')}>
                  <div className="d-flex align-items-center gap-3 mb-4">
                    <UserAvatar user={user} size={64} />
                    <div className="vt-min-w-0">
                      <div className="fw-semibold text-truncate">{user.name}</div>
                      <div className="small text-body-secondary text-truncate">@{user.username}</div>
                    </div>
                  </div>
                  <Row>
                    {field('username', t('fields.username'), { autoComplete: 'off' })}
                    {field('name', t('fields.name'), { autoComplete: 'off' })}
                    {field('email', t('fields.email'), { type: 'email', autoComplete: 'off' })}
                    {field('company', t('fields.company'))}
                    {select('role', t('fields.role'), userRoles, (v) => t(`roles.${v}`))}
                    {select('status', t('fields.status'), userStatuses, (v) => t(`statuses.${v}`))}
                    {select('department', t('fields.department'), userDepartments, (v) => t(`departments.${v}`))}
                    <Col xs={12} className="mb-3">
                      <Form.Check
                        type="switch"
                        id="user-is_verified"
                        label={t('fields.verified')}
                        isInvalid={!!errors.is_verified}
                        {...register('is_verified')}
                      />
                    </Col>
                  </Row>
                  <h2 className="h6 mt-2 mb-2">{t('permissions.title')}</h2>
                  <p className="small text-body-secondary mb-2">{t('permissions.hint')}</p>
                  {errors.permissions?.message && (
                    <div className="text-danger small mb-2">{String(errors.permissions.message)}</div>
                  )}
                  <div className="border rounded">
                    <PermissionsMatrix permissions={user.permissions} register={register} />
                  </div>
                </Tab>
                <Tab eventKey="information" title={tabTitle('information')}>
                  <Row>
                    {field('dob', t('fields.dob'), { type: 'date' })}
                    <Col md={6} className="mb-3">
                      <fieldset>
                        <legend className="form-label fs-6 mb-2">{t('fields.gender')}</legend>
                        <div className="d-flex gap-3">
                          {(['male', 'female'] as const).map((g) => (
                            <Form.Check
                              key={g}
                              type="radio"
                              id={`user-gender-${g}`}
                              value={g}
                              label={t(`genders.${g}`)}
                              isInvalid={!!errors.gender}
                              {...register('gender')}
                            />
                          ))}
                        </div>
                        {errors.gender?.message && (
                          <div className="invalid-feedback d-block">{errors.gender.message}</div>
                        )}
                      </fieldset>
                    </Col>
                    {field('mobile', t('fields.mobile'), { type: 'tel', dir: 'ltr' })}
                    {field('website', t('fields.website'), { type: 'url', dir: 'ltr' })}
                    {field('country', t('fields.country'))}
                    {checkGroup('languages_known', t('fields.languages'), userLanguages)}
                    {checkGroup('contact_options', t('fields.contactOptions'), contactOptions)}
                  </Row>
                  <h2 className="h6 mt-2 mb-3">{t('fields.address')}</h2>
                  {errors.location?.message && (
                    <div className="text-danger small mb-2">{String(errors.location.message)}</div>
                  )}
                  <Row>{locationKeys.map((key) => field(`location.${key}`, t(`location.${key}`)))}</Row>
                </Tab>
                <Tab eventKey="social" title={tabTitle('social')}>
                  {errors.social_links?.message && (
                    <div className="text-danger small mb-2">{String(errors.social_links.message)}</div>
                  )}
                  <Row>
                    {socialKeys.map((key) =>
                      field(`social_links.${key}`, t(`social.${key}`), {
                        dir: 'ltr',
                        type: key === 'slack' ? 'text' : 'url',
                      }),
                    )}
                  </Row>
                </Tab>
              </Tabs>
              {failure && (
                <Alert variant="danger" data-testid="save-error">
                  {failure}
                </Alert>
              )}
              <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
                <Button
                  variant="outline-secondary"
                  onClick={() => navigate(`/app/user/view/${user.id}`)}
                  disabled={saving}
                >
                  {t('edit.cancel')}
                </Button>
                <Button type="submit" variant="primary" disabled={saving} data-testid="save-user">
                  {saving ? (
                    <Spinner size="sm" className="me-2" aria-hidden />
                  ) : (
                    <Save size={16} className="me-2" aria-hidden />
                  )}
                  {t('edit.save')}
                </Button>
              </div>
              {isDirty && <p className="small text-body-secondary text-end mt-2 mb-0">{t('edit.unsaved')}</p>}
            </Form>
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
