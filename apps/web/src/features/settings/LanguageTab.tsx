import type { AccountSettings } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { type LanguageCode, languages } from '../../i18n/languages';
import { useAppSelector } from '../../store';
import { asOwnerResult } from '../account/api/ownerApi';
import { selectAuth } from '../account/auth/authSlice';
import { rememberSyncedLanguage } from './accountLanguage';
import { SaveButton } from './SaveButton';
import { useUpdateAccountSettingsMutation } from './settingsApi';
import { describeFailure } from './settingsErrors';

/** The account's language: saved on the server and switched to at once (as the navbar's choice does). */
export function LanguageTab({ settings }: { settings: AccountSettings }) {
  const { t, i18n } = useTranslation('settings');
  const auth = useAppSelector(selectAuth);
  const [update] = useUpdateAccountSettingsMutation();
  const shown = languages.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en';
  const [choice, setChoice] = useState<LanguageCode>(settings.language ?? shown);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await asOwnerResult(update({ language: choice }));
    setBusy(false);
    if (!result.ok) {
      setSummary(describeFailure(result, [], t).summary);
      return;
    }
    setSummary(null);
    await i18n.changeLanguage(choice);
    if (auth.user_id !== null) rememberSyncedLanguage(auth.user_id, choice);
    // In the new language: the hook's `t` is still bound to the old one until the next render.
    toast.success(i18n.t('language.saved', { ns: 'settings' }));
  };

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-2">{t('language.title')}</h2>
        <p className="text-body-secondary">{t('language.intro')}</p>
        {summary && (
          <Alert variant="danger" role="alert">
            {summary}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit} data-testid="settings-language-form">
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{t('language.legend')}</legend>
            {languages.map((language) => (
              <Form.Check
                key={language.code}
                type="radio"
                id={`settings-language-${language.code}`}
                name="language"
                value={language.code}
                lang={language.code}
                label={language.label}
                checked={choice === language.code}
                onChange={() => setChoice(language.code)}
              />
            ))}
          </fieldset>
          <SaveButton busy={busy} label={t('language.save')} testId="settings-language-save" />
        </Form>
      </Card.Body>
    </Card>
  );
}
