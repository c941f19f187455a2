import { showLoadFailed } from './components/bootText';
import { initialLanguage } from './i18n/languages';

/**
 * The entry of every page the browser renders itself (index.html): the app's code comes as one
 * group of chunks (vite.config.ts), so when it cannot be fetched (offline, a deploy in between)
 * this small entry is what is left to say so, in the browser's language, and offer a reload.
 */
import('./main').catch(() => showLoadFailed(initialLanguage(), false));
