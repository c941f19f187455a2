import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Asked before the router moves while a page holds work: gets the move to make (`proceed`) and
 * answers true to hold it (the page asks the user and calls `proceed` if they choose to leave), or
 * false to let it go now.
 */
export type LeaveBlocker = (proceed: () => void) => boolean;

/**
 * How a page blocks navigation. React Router's `useBlocker` needs its data router, which the app
 * does not use (its code would weigh on a shop's first visit): the browser's router
 * (`PreloadingRouter`) provides this instead. Absent (server rendering, tests' memory routers): no block.
 */
export const LeaveBlockerContext = createContext<((blocker: LeaveBlocker) => () => void) | null>(null);

export interface LeaveQuestion {
  /** A move is held: the page shows its question. */
  asking: boolean;
  /** Leave: the held move goes on. */
  leave: () => void;
  /** Stay: the held move is dropped. */
  stay: () => void;
  /** Lets every move go from now on (after a save, before moving on by itself). */
  release: () => void;
}

/**
 * While `when` holds, in-app moves (links, `navigate`, Back and Forward) wait for the user's
 * answer, and closing or reloading the tab asks the browser's own question (`beforeunload`).
 */
export function useLeaveQuestion(when: boolean): LeaveQuestion {
  const block = useContext(LeaveBlockerContext);
  const [asking, setAsking] = useState(false);
  const held = useRef<(() => void) | null>(null);
  const released = useRef(false);
  useEffect(() => {
    released.current = false;
    if (!when || !block) return;
    return block((proceed) => {
      if (released.current) return false;
      held.current = proceed;
      setAsking(true);
      return true;
    });
  }, [when, block]);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  const leave = useCallback(() => {
    const proceed = held.current;
    held.current = null;
    setAsking(false);
    proceed?.();
  }, []);
  const stay = useCallback(() => {
    held.current = null;
    setAsking(false);
  }, []);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { asking, leave, stay, release };
}
