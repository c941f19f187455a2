import type { AccountSettings } from '@vitrine/contracts';
import { Bell, Database, Globe, KeyRound, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Col, Nav, Row, Tab } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading, PageHeader } from '../../components/ui';
import { useGetAccountShopQuery } from '../account/api/shopApi';
import { queryState } from '../account/shared/queryState';
import { DataTab } from './DataTab';
import { GeneralTab } from './GeneralTab';
import { LanguageTab } from './LanguageTab';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import { useGetAccountSettingsQuery } from './settingsApi';

type TabKey = 'general' | 'password' | 'language' | 'notifications' | 'data';
const icons = { general: UserRound, password: KeyRound, language: Globe, notifications: Bell, data: Database } as const;

/** /pages/account-settings: the signed-in user's own settings, each tab saved on its own. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('settings');
  const { result, retry } = queryState(useGetAccountSettingsQuery());
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {result.state === 'loading' && <Loading />}
      {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
      {result.state === 'ready' && <SettingsTabs settings={result.data} />}
    </>
  );
}

function SettingsTabs({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const [active, setActive] = useState<TabKey>('general');
  // The notification e-mail belongs to a shop: the admin, who has none, does not get the tab.
  const tabs: TabKey[] = ['general', 'password', 'language'];
  // So do the shop's own data: its export and its deletion.
  const shopUrl = useGetAccountShopQuery(undefined, { skip: settings.order_notification_email === null }).data?.shop
    .shop_catalogue_url;
  if (settings.order_notification_email !== null) tabs.push('notifications');
  if (shopUrl) tabs.push('data');
  return (
    <Tab.Container id="account-settings" activeKey={active} onSelect={(key) => key && setActive(key as TabKey)}>
      <Row className="g-4">
        <Col lg={3}>
          <Nav variant="pills" className="flex-lg-column gap-1" aria-label={t('tabs.label')}>
            {tabs.map((key) => {
              const Icon = icons[key];
              return (
                <Nav.Item key={key}>
                  <Nav.Link eventKey={key} as="button" type="button" className="d-flex align-items-center gap-2 w-100">
                    <Icon size={18} aria-hidden />
                    {t(`tabs.${key}`)}
                  </Nav.Link>
                </Nav.Item>
              );
            })}
          </Nav>
        </Col>
        <Col lg={9}>
          <Tab.Content>
            <Tab.Pane eventKey="general">
              <GeneralTab settings={settings} />
            </Tab.Pane>
            <Tab.Pane eventKey="password">
              <PasswordTab />
            </Tab.Pane>
            <Tab.Pane eventKey="language">
              <LanguageTab settings={settings} />
            </Tab.Pane>
            {tabs.includes('notifications') && (
              <Tab.Pane eventKey="notifications">
                <NotificationsTab settings={settings} />
              </Tab.Pane>
            )}
            {shopUrl && (
              <Tab.Pane eventKey="data">
                <DataTab shopUrl={shopUrl} />
              </Tab.Pane>
            )}
          </Tab.Content>
        </Col>
      </Row>
    </Tab.Container>
  );
}
