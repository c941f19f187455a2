import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountSettings } from '@vitrine/contracts';
import { fieldRules } from '@vitrine/contracts/rules';
import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { Alert, Card, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { asOwnerResult } from '../account/api/ownerApi';
import { SaveButton } from './SaveButton';
import { SettingsField } from './SettingsField';
import { useUpdateAccountSettingsMutation } from './settingsApi';
import { useTabSave } from './useTabSave';

const fields = ['order_notification_email'] as const;

/** The shop's order-notification address (owners only): one mail per new order; empty for none. */
export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const [update] = useUpdateAccountSettingsMutation();
  const schema = useMemo(
    () =>
      z.object({
        order_notification_email: z
          .string()
          .trim()
          .max(fieldRules.email.max, t('errors.emailInvalid'))
          .refine((v) => v === '' || z.email().safeParse(v).success, t('errors.emailInvalid')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { order_notification_email: settings.order_notification_email ?? '' },
  });
  const { summary, report } = useTabSave(setError, fields);

  const onSubmit = handleSubmit(async (values) => {
    const result = await asOwnerResult(update(values));
    if (!result.ok) return report(result);
    report(null);
    reset({ order_notification_email: result.data.order_notification_email ?? '' });
    toast.success(t('notifications.saved'));
  });

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-2">{t('notifications.title')}</h2>
        <Alert variant="info" className="d-flex gap-2 align-items-start">
          <Mail size={18} className="flex-shrink-0 mt-1" aria-hidden />
          <span>{t('notifications.note')}</span>
        </Alert>
        {summary && (
          <Alert variant="danger" role="alert">
            {summary}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit} data-testid="settings-notifications-form">
          <Row>
            <SettingsField
              id="settings-order-notification-email"
              label={t('notifications.email')}
              type="email"
              registration={register('order_notification_email')}
              error={errors.order_notification_email}
              autoComplete="email"
              hint={t('notifications.help')}
            />
          </Row>
          <SaveButton busy={isSubmitting} label={t('notifications.save')} testId="settings-notifications-save" />
        </Form>
      </Card.Body>
    </Card>
  );
}
