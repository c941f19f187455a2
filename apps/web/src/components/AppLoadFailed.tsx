import { initialLanguage, type LanguageCode } from '../i18n/languages';

/**
 * The words shown before the app's own strings can load: the first spinner's label, and the
 * message when the app's code cannot be fetched (the translations come with that code).
 */
const bootStrings: Record<LanguageCode, { loading: string; failed: string; reload: string }> = {
  en: { loading: 'Loading…', failed: 'The page could not be loaded.', reload: 'Reload' },
  de: { loading: 'Wird geladen…', failed: 'Die Seite konnte nicht geladen werden.', reload: 'Neu laden' },
  fr: { loading: 'Chargement…', failed: "La page n'a pas pu être chargée.", reload: 'Recharger' },
  pt: { loading: 'A carregar…', failed: 'Não foi possível carregar a página.', reload: 'Recarregar' },
};

export const bootText = (language: LanguageCode = initialLanguage()) => bootStrings[language];

/**
 * The app's code could not be fetched (offline, a deploy in between): say so and offer a reload.
 * Over a server-rendered page (`banner`) the page stays readable and the message sits at its foot,
 * in the page's own language.
 */
export function AppLoadFailed({ banner = false, language }: { banner?: boolean; language?: LanguageCode }) {
  const text = bootText(language);
  return (
    <div className={banner ? 'vt-load-failed' : 'vt-spinner-wrap vt-full'} role="alert">
      <p>
        {text.failed}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => window.location.reload()}>
          {text.reload}
        </button>
      </p>
    </div>
  );
}
