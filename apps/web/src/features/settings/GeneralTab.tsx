import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountSettings } from '@vitrine/contracts';
import { fieldRules } from '@vitrine/contracts/rules';
import { useMemo } from 'react';
import { Alert, Card, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { useAppDispatch } from '../../store';
import { asOwnerResult } from '../account/api/ownerApi';
import { userUpdated } from '../account/auth/authSlice';
import { IdleLockSelect } from '../lock-screen/IdleLockSelect';
import { SaveButton } from './SaveButton';
import { SettingsField } from './SettingsField';
import { useUpdateAccountSettingsMutation } from './settingsApi';
import { useTabSave } from './useTabSave';

const fields = ['name', 'email', 'current_password'] as const;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Name and e-mail of the signed-in user, and this device's automatic lock. */
export function GeneralTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const [update] = useUpdateAccountSettingsMutation();
  const schema = useMemo(
    () =>
      z
        .object({
          name: z
            .string()
            .trim()
            .min(1, t('errors.nameRequired'))
            .max(fieldRules.personName.max, t('errors.tooLong', { max: fieldRules.personName.max })),
          email: z.string().trim().email(t('errors.emailInvalid')).max(fieldRules.email.max, t('errors.emailInvalid')),
          current_password: z.string().max(fieldRules.password.max),
        })
        // A new address needs the current password (the server asks for it too): a borrowed session
        // alone cannot move the account to someone else's mailbox.
        .refine((v) => sameAddress(v.email, settings.email) || v.current_password !== '', {
          path: ['current_password'],
          message: t('errors.currentRequired'),
        }),
    [t, settings.email],
  );
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: settings.name, email: settings.email, current_password: '' },
  });
  const emailChanges = !sameAddress(watch('email') ?? '', settings.email);
  const { summary, report } = useTabSave(setError, fields);

  const onSubmit = handleSubmit(async ({ current_password, ...values }) => {
    const result = await asOwnerResult(update(emailChanges ? { ...values, current_password } : values));
    if (!result.ok) return report(result);
    report(null);
    reset({ name: result.data.name, email: result.data.email, current_password: '' });
    dispatch(userUpdated({ name: result.data.name, email: result.data.email }));
    toast.success(t('general.saved'));
  });

  return (
    <>
      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{t('general.title')}</h2>
          {summary && (
            <Alert variant="danger" role="alert">
              {summary}
            </Alert>
          )}
          <Form noValidate onSubmit={onSubmit} data-testid="settings-general-form">
            <Row>
              <SettingsField
                id="settings-name"
                label={t('general.name')}
                registration={register('name')}
                error={errors.name}
                autoComplete="name"
              />
              <SettingsField
                id="settings-email"
                label={t('general.email')}
                type="email"
                registration={register('email')}
                error={errors.email}
                autoComplete="email"
                hint={t('general.emailHelp')}
              />
              {emailChanges && (
                <SettingsField
                  id="settings-email-password"
                  label={t('general.currentPassword')}
                  type="password"
                  registration={register('current_password')}
                  error={errors.current_password}
                  autoComplete="current-password"
                  hint={t('general.currentPasswordHelp')}
                />
              )}
            </Row>
            <SaveButton busy={isSubmitting} label={t('general.save')} testId="settings-general-save" />
          </Form>
        </Card.Body>
      </Card>
      <Card>
        <Card.Body>
          <h2 className="h5 mb-2">{t('security.title')}</h2>
          <p className="text-body-secondary">{t('security.intro')}</p>
          <div className="col-md-6">
            <IdleLockSelect id="settings-idle-lock" onChanged={() => toast.success(t('security.saved'))} />
          </div>
        </Card.Body>
      </Card>
    </>
  );
}
