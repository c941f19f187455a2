import ltrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { useEffect, useLayoutEffect, useState } from 'react';
import { followOwnerTheme } from '../features/doors/handoff';
import type { Direction, Theme } from './themeConfig';
import './styles/template.scss';

const LINK_ID = 'vt-bootstrap';

/**
 * Bootstrap's own LTR build, or its official RTL build (RTLCSS) for dir=rtl: one <link>
 * whose href is swapped, so a right-to-left page gets Bootstrap's mirrored rules, not a
 * mirrored picture. Resolves once the sheet has loaded, so nothing shows unstyled.
 */
function loadBootstrap(direction: Direction): Promise<void> {
  const href = direction === 'rtl' ? rtlHref : ltrHref;
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (link?.dataset.dir === direction && link.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const next = document.createElement('link');
    next.rel = 'stylesheet';
    next.href = href;
    next.dataset.dir = direction;
    const done = () => {
      next.dataset.loaded = 'true';
      resolve();
    };
    next.addEventListener('load', done, { once: true });
    // A failed sheet must not keep the shell hidden; it shows unstyled instead.
    next.addEventListener('error', done, { once: true });
    // The template's own sheet (bundled with this module) must stay after Bootstrap to win ties.
    const first = document.head.querySelector('style, link[rel="stylesheet"]');
    if (link) {
      link.replaceWith(next);
    } else {
      document.head.insertBefore(next, first);
    }
    next.id = LINK_ID;
    link = next;
  });
}

/**
 * Applies the customizer's theme and direction to the document: Bootstrap colour mode on
 * <html data-bs-theme> (semi-dark: a light page, the menu dark), <html dir>, the stylesheet.
 * Returns whether the stylesheet is ready. Leaving the shell gives the page back as it was.
 */
export function useThemeDocument(theme: Theme, direction: Direction): boolean {
  const [readyDir, setReadyDir] = useState<Direction | null>(null);

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-bs-theme', theme === 'dark' ? 'dark' : 'light');
    // A door opened from here (the forgot-password link, Log Out) keeps the colour mode.
    followOwnerTheme(theme === 'dark' ? 'dark' : 'light');
    document.body.classList.add('vt-shell-body');
    return () => {
      html.removeAttribute('data-bs-theme');
      document.body.classList.remove('vt-shell-body');
    };
  }, [theme]);

  useEffect(() => {
    let live = true;
    loadBootstrap(direction).then(() => {
      if (!live) return;
      document.documentElement.dir = direction;
      setReadyDir(direction);
    });
    return () => {
      live = false;
      document.documentElement.dir = 'ltr';
      // Leaving the template altogether (to a storefront): its Bootstrap goes too. Another
      // shell mounting in the same commit marks the body again before this runs.
      setTimeout(() => {
        if (!document.body.classList.contains('vt-shell-body')) document.getElementById(LINK_ID)?.remove();
      }, 0);
    };
  }, [direction]);

  return readyDir !== null;
}
