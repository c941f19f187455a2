/**
 * The entry of a server-rendered shop page (issue 11; the server puts it in place of the app's):
 * the page is on screen already, so on a slow line its pictures get the bandwidth first and the
 * app's code, which only makes it interactive, starts loading once the page has loaded.
 */
const start = () => void import('./main');
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
