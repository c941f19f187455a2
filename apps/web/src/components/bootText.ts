import type { LanguageCode } from '../i18n/languages';

/**
 * The words shown before the app's own strings can load: the first spinner's label, and the
 * message when the app's code cannot be fetched (the translations come with that code). Nothing
 * but text here: the entries import it before any of the app's code.
 */
const bootStrings: Record<LanguageCode, { loading: string; failed: string; reload: string }> = {
  en: { loading: 'Loading…', failed: 'The page could not be loaded.', reload: 'Reload' },
  de: { loading: 'Wird geladen…', failed: 'Die Seite konnte nicht geladen werden.', reload: 'Neu laden' },
  fr: { loading: 'Chargement…', failed: "La page n'a pas pu être chargée.", reload: 'Recharger' },
  pt: { loading: 'A carregar…', failed: 'Não foi possível carregar a página.', reload: 'Recarregar' },
};

export const isBootLanguage = (code: string | null | undefined): code is LanguageCode =>
  !!code && Object.hasOwn(bootStrings, code);

export const bootStringsOf = (language: LanguageCode) => bootStrings[language];

/**
 * The app's code could not be fetched (offline, a deploy in between): say so and offer a reload,
 * without React or anything else of the app's code. Over a server-rendered page (`banner`) the
 * page stays readable and the message sits at its foot.
 */
export function showLoadFailed(language: LanguageCode, banner: boolean): void {
  const text = bootStrings[language];
  const box = document.createElement('div');
  box.className = banner ? 'vt-load-failed' : 'vt-spinner-wrap vt-full';
  box.setAttribute('role', 'alert');
  const line = document.createElement('p');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-link p-0 align-baseline';
  reload.textContent = text.reload;
  reload.addEventListener('click', () => window.location.reload());
  line.append(`${text.failed} `, reload);
  box.append(line);
  (banner ? document.body : (document.getElementById('root') ?? document.body)).append(box);
}
