import { useEffect } from 'react';
import { lastActivity, recordActivity } from './lockState';

/** What counts as the owner being there: pointer, keyboard, touch and scrolling. */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Calls `onIdle` once there has been no activity for `minutes` in this tab or any other tab
 * of the browser (shared through localStorage). Off when `minutes` is 0 or `enabled` is false.
 * One timer, re-armed for the time left, rather than a tick every second.
 */
export function useIdleLock(minutes: number, enabled: boolean, onIdle: () => void): void {
  useEffect(() => {
    if (!enabled || minutes <= 0) return;
    const span = minutes * 60_000;
    let last = Date.now();
    recordActivity(last);
    const onActivity = () => {
      last = Date.now();
      recordActivity(last);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const latest = () => Math.max(last, lastActivity());
    const check = () => {
      const left = latest() + span - Date.now();
      if (left <= 0) onIdle();
      else timer = setTimeout(check, left);
    };
    timer = setTimeout(check, span);
    // Capture: scrolling inside a panel does not bubble, but it passes the window on the way down.
    for (const name of activityEvents) window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [minutes, enabled, onIdle]);
}
