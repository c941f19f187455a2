import { isBootLanguage, showLoadFailed } from './components/bootText';

/**
 * The entry of a server-rendered shop page (issue 11; the server puts it in place of the app's):
 * the page is on screen already, so on a slow line its pictures get the bandwidth first and the
 * app's code, which only makes it interactive, starts loading once the page has loaded.
 */
const start = () =>
  void import('./main').catch(() => {
    // The app's code could not be fetched: the page stays readable, and says so in its own language.
    const lang = document.documentElement.lang.slice(0, 2);
    showLoadFailed(isBootLanguage(lang) ? lang : 'en', true);
  });
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
