import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
  Router,
} from 'react-router';
import { type LeaveBlocker, LeaveBlockerContext } from './leaveBlocker';

interface Shown {
  action: NavigationType;
  location: Location;
}

/** The browser's history and the address the app shows, moved on once that address's routes are ready. */
export interface BrowserNavigation {
  history: ReturnType<typeof createBrowserHistory>;
  shown: () => Shown;
  /** True while an address waits for its code (the newest one asked for is not shown yet). */
  pending: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The navigator links and `navigate` use: it asks the blocker (if any) before moving. */
  navigator: Navigator;
  /** Holds every navigation (links, `navigate`, Back and Forward) until the blocker lets it go; returns the release. */
  block: (blocker: LeaveBlocker) => () => void;
}

/**
 * Follows the browser's history outside React (as React Router's data router does), so no address
 * is missed while React hides the app under a Suspense fallback (which disconnects its effects).
 * A new address is shown only once `ready` has loaded its routes' code: the page on screen stays
 * while the next one loads, and the next one renders without suspending on its code. An address
 * left before its code came is dropped; one whose code fails to load is shown (its error page).
 * While one waits, `<body aria-busy="true">`: base.css draws a thin bar at the top after a moment,
 * so a tap on a slow phone is answered at once, and tests know when the page asked for is on screen.
 */
export function browserNavigation(ready: (location: Location) => Promise<unknown>): BrowserNavigation {
  const history = createBrowserHistory({ v5Compat: true });
  let shown: Shown = { action: history.action, location: history.location };
  const listeners = new Set<() => void>();
  let latest = 0;
  let shownNavigation = 0;
  let blocker: LeaveBlocker | null = null;
  // Set while Back or Forward is undone (the blocker held it): that pop is ours, not the user's.
  let undoing = false;
  /** Hands a move to the blocker, if one is set: true when it holds the move (it calls `go` to let it through). */
  const held = (go: () => void): boolean => {
    const asked = blocker;
    if (!asked) return false;
    return asked(() => {
      if (blocker === asked) blocker = null;
      go();
    });
  };

  history.listen(({ action, location, delta }) => {
    if (undoing) {
      undoing = false;
      return;
    }
    // Back or Forward has already moved the address: put it back while the blocker asks, and
    // move it again once it lets go. A pop without a known distance (an entry pushed outside the
    // router) cannot be put back, so it goes through.
    if (action === 'POP' && delta && held(() => history.go(delta))) {
      undoing = true;
      history.go(-delta);
      return;
    }
    const navigation = ++latest;
    document.body.setAttribute('aria-busy', 'true');
    void ready(location)
      .catch(() => undefined)
      .then(() => {
        if (navigation !== latest) return;
        shown = { action, location };
        shownNavigation = navigation;
        for (const listener of listeners) listener();
      });
  });
  // Object.create keeps the history's getters (action, location) live; only moves are wrapped.
  const navigator: Navigator = Object.assign(Object.create(history) as Navigator, {
    push: (to: Parameters<Navigator['push']>[0], state?: unknown) => {
      if (!held(() => history.push(to, state))) history.push(to, state);
    },
    replace: (to: Parameters<Navigator['replace']>[0], state?: unknown) => {
      if (!held(() => history.replace(to, state))) history.replace(to, state);
    },
  });
  return {
    history,
    navigator,
    block: (next) => {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
    shown: () => shown,
    pending: () => shownNavigation !== latest,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's router over a `browserNavigation`: moves to a new address in a transition. */
export function PreloadingRouter({ navigation, children }: { navigation: BrowserNavigation; children: ReactNode }) {
  const [state, setState] = useState(navigation.shown);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(navigation.shown()));
    // Catches up with an address shown while the app was hidden (its effects disconnected).
    follow();
    return navigation.subscribe(follow);
  }, [navigation]);
  // The newest address is on screen: no longer busy.
  useLayoutEffect(() => {
    if (state === navigation.shown() && !navigation.pending()) document.body.removeAttribute('aria-busy');
  }, [navigation, state]);
  const block = useMemo(() => navigation.block, [navigation]);
  return (
    <LeaveBlockerContext value={block}>
      <Router location={state.location} navigationType={state.action} navigator={navigation.navigator}>
        {children}
      </Router>
    </LeaveBlockerContext>
  );
}
