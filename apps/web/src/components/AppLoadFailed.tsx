import { initialLanguage, type LanguageCode } from '../i18n/languages';
import { bootStringsOf } from './bootText';

export const bootText = (language: LanguageCode = initialLanguage()) => bootStringsOf(language);

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
