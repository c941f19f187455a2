import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Spinner, Table, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { demoAxios } from '../../mock';
import { permissionActions, permissionAreas, type User } from '../../mock/db/users';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { allows, type MockRole, menuEntries, type Permissions } from './access/rules';

/** The mock's accounts (apps/web/src/demo/db/auth.ts). */
const accounts = {
  demo: { email: 'demo@demo.com', password: 'demo' },
  admin: { email: 'admin@demo.com', password: 'admin' },
  staff: { email: 'staff@demo.com', password: 'staff' },
} as const;
type Account = keyof typeof accounts;

interface Session {
  name: string;
  email: string;
  role: MockRole;
  token: string;
  permissions: Permissions;
  /** The sample user whose permission flags stand for the role. */
  sample: string;
}

/**
 * Signs in to the in-browser mock (POST /api/authenticate/login/user), then takes the permission
 * flags of the sample data's first user with the same role (GET /api/users/list?role=…).
 * Separate from the real session: nothing here touches the owner's sign-in.
 */
async function signIn(account: Account): Promise<Session> {
  const login = await demoAxios.post('/api/authenticate/login/user', accounts[account]);
  if (login.data.error) throw new Error(String(login.data.error));
  const user = login.data.user as { name: string; email: string; role: MockRole };
  const list = await demoAxios.get<User[]>('/api/users/list', { params: { role: user.role } });
  const sample = list.data[0];
  if (!sample) throw new Error('no sample user');
  return { ...user, token: login.data.accessToken, permissions: sample.permissions, sample: sample.name };
}

/** /extensions/access-control: what the menu and the pages allow for the mock's demo, admin and staff accounts. */
export default function AccessControlPage() {
  const { t } = useTranslation('uiExtensions');
  // A new request object signs in again, the same account included (Retry).
  const [request, setRequest] = useState<{ account: Account }>({ account: 'demo' });
  const account = request.account;
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(true);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setBusy(true);
    setFailed(false);
    setDone(null);
    signIn(request.account)
      .then((s) => live && setSession(s))
      .catch(() => live && setFailed(true))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [request]);

  const shown = session ? menuEntries.filter((e) => allows(e.rule, session.role, session.permissions)) : [];
  const hidden = session ? menuEntries.length - shown.length : 0;

  return (
    <ShowcasePage pageId="extAccessControl" description={t('access.description')}>
      <Example title={t('access.signIn')} description={t('access.signInText')}>
        <ToggleButtonGroup
          type="radio"
          name="access-account"
          value={account}
          onChange={(v: Account) => setRequest({ account: v })}
          aria-label={t('access.account')}
          className="flex-wrap"
        >
          {(Object.keys(accounts) as Account[]).map((a) => (
            <ToggleButton key={a} id={`access-${a}`} value={a} variant="outline-primary">
              {t(`access.accounts.${a}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <div className="mt-3" aria-live="polite" data-testid="access-session">
          {busy && (
            <span className="d-inline-flex align-items-center gap-2">
              <Spinner size="sm" aria-hidden /> {t('access.signingIn')}
            </span>
          )}
          {!busy && failed && (
            <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-2">
              {t('access.failed')}
              <Button size="sm" variant="danger" onClick={() => setRequest({ account })}>
                {t('access.retry')}
              </Button>
            </Alert>
          )}
          {!busy && session && !failed && (
            <p className="mb-0">
              {t('access.signedInAs', { name: session.name, email: session.email })}{' '}
              <Badge
                bg={session.role === 'admin' ? 'danger' : 'info'}
                text={session.role === 'admin' ? undefined : 'dark'}
              >
                {t(`access.roles.${session.role}`)}
              </Badge>
              <br />
              <small className="text-body-secondary">{t('access.flagsFrom', { sample: session.sample })}</small>
            </p>
          )}
        </div>
      </Example>
      {session && !failed && (
        <ExampleGrid>
          <Example title={t('access.menu')} description={t('access.menuText', { count: hidden })}>
            <ul className="list-group" aria-label={t('access.menu')} data-testid="access-menu">
              {shown.map((e) => (
                <li key={e.key} className="list-group-item">
                  {t(`access.entries.${e.key}`)}
                </li>
              ))}
            </ul>
          </Example>
          <Example title={t('access.actions')} description={t('access.actionsText')}>
            <div className="table-responsive">
              <Table size="sm" className="align-middle text-center" data-testid="access-table">
                <thead>
                  <tr>
                    <th scope="col" className="text-start">
                      {t('access.area')}
                    </th>
                    {permissionActions.map((a) => (
                      <th scope="col" key={a}>
                        {t(`access.verbs.${a}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {permissionAreas.map((area) => (
                    <tr key={area}>
                      <th scope="row" className="text-start">
                        {t(`access.areas.${area}`)}
                      </th>
                      {permissionActions.map((action) => {
                        const ok = session.permissions[area][action];
                        return (
                          <td key={action}>
                            {ok ? (
                              <Check size={16} className="text-success" aria-hidden />
                            ) : (
                              <X size={16} className="text-danger" aria-hidden />
                            )}
                            <span className="visually-hidden">{ok ? t('access.allowed') : t('access.denied')}</span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <div className="d-flex flex-wrap gap-2">
              {permissionAreas.map((area) => {
                const ok = session.permissions[area].delete;
                return (
                  <Button
                    key={area}
                    size="sm"
                    variant={ok ? 'danger' : 'outline-secondary'}
                    disabled={!ok}
                    onClick={() => setDone(t('access.deleted', { area: t(`access.areas.${area}`) }))}
                  >
                    {t('access.deleteOne', { area: t(`access.areas.${area}`) })}
                  </Button>
                );
              })}
            </div>
            <p className="small mt-2 mb-0" aria-live="polite">
              {done ?? t('access.deleteHint')}
            </p>
          </Example>
        </ExampleGrid>
      )}
    </ShowcasePage>
  );
}
