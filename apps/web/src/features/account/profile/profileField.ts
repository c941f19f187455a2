import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileValues } from './profileForm';

/** A text field's props by its name: id, label, registration and message, all named after the field. */
export function useProfileField(form: UseFormReturn<ProfileValues>) {
  const { t } = useTranslation('account');
  return (name: keyof ProfileValues) => ({
    id: `profile-${name}`,
    label: t(`profile.fields.${name}`),
    registration: form.register(name),
    error: form.formState.errors[name],
  });
}
