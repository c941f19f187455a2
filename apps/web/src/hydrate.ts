import { isBootLanguage, showLoadFailed } from './components/bootText';
import { nextTask } from './next-task';

/**
 * The entry of a server-rendered shop page (the server puts it in place of the app's):
 * the page is on screen already, so on a slow line its pictures get the bandwidth first and the
 * app's code, which only makes it interactive, starts loading once the page has loaded.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // In a task of its own: asking for the app's code (Vite adds a preload link for each of its
  // chunks) took about 17 ms here, and in the load event's task it made that task a long one.
  void nextTask()
    .then(() => import('./main'))
    .catch(() => {
      // The app's code could not be fetched: the page stays readable, and says so in its own language.
      const lang = document.documentElement.lang.slice(0, 2);
      showLoadFailed(isBootLanguage(lang) ? lang : 'en', true);
    });
};
/**
 * After the page's first contentful paint: on a fast line the load event can come before Chromium
 * has painted, and the app's work then ran ahead of the first paint (Lighthouse counted checkout's
 * JavaScript against its first and largest paint in some runs and not in others). A hidden tab
 * paints nothing: the timer starts it there.
 */
const afterFirstPaint = () => {
  setTimeout(start, 1000);
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
};
if (document.readyState === 'complete') afterFirstPaint();
else window.addEventListener('load', afterFirstPaint, { once: true });
