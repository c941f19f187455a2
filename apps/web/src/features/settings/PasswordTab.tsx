import { zodResolver } from '@hookform/resolvers/zod';
import { fieldRules } from '@vitrine/contracts/rules';
import { useMemo } from 'react';
import { Alert, Card, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { asOwnerResult } from '../account/api/ownerApi';
import { SaveButton } from './SaveButton';
import { SettingsField } from './SettingsField';
import { useChangePasswordMutation } from './settingsApi';
import { useTabSave } from './useTabSave';

const fields = ['current_password', 'new_password', 'confirm'] as const;
const empty = { current_password: '', new_password: '', confirm: '' };

/**
 * Current password, new, confirm. The server checks the current one and signs out every other
 * session; this tab keeps going on the fresh token the answer brings (see settingsApi).
 */
export function PasswordTab() {
  const { t } = useTranslation('settings');
  const [change] = useChangePasswordMutation();
  const { min, max } = fieldRules.password;
  const schema = useMemo(
    () =>
      z
        .object({
          current_password: z.string().min(1, t('errors.currentRequired')),
          new_password: z
            .string()
            .min(min, t('errors.passwordTooShort', { min }))
            .max(max, t('errors.tooLong', { max })),
          confirm: z.string(),
        })
        .refine((v) => v.confirm === v.new_password, { path: ['confirm'], message: t('errors.confirmMismatch') })
        .refine((v) => !v.current_password || v.new_password !== v.current_password, {
          path: ['new_password'],
          message: t('errors.samePassword'),
        }),
    [t, min, max],
  );
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { summary, report } = useTabSave(setError, fields);

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    const result = await asOwnerResult(change({ current_password, new_password }));
    if (!result.ok) return report(result);
    report(null);
    reset(empty);
    toast.success(t('password.saved'));
  });

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-2">{t('password.title')}</h2>
        <p className="text-body-secondary">{t('password.intro')}</p>
        {summary && (
          <Alert variant="danger" role="alert">
            {summary}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit} data-testid="settings-password-form">
          <Row>
            <SettingsField
              id="settings-current-password"
              label={t('password.current')}
              type="password"
              registration={register('current_password')}
              error={errors.current_password}
              autoComplete="current-password"
              md={12}
            />
            <SettingsField
              id="settings-new-password"
              label={t('password.new')}
              type="password"
              registration={register('new_password')}
              error={errors.new_password}
              autoComplete="new-password"
              hint={t('password.newHelp', { min })}
            />
            <SettingsField
              id="settings-confirm-password"
              label={t('password.confirm')}
              type="password"
              registration={register('confirm')}
              error={errors.confirm}
              autoComplete="new-password"
            />
          </Row>
          <SaveButton busy={isSubmitting} label={t('password.save')} testId="settings-password-save" />
        </Form>
      </Card.Body>
    </Card>
  );
}
