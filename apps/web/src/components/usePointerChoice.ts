import { type MouseEvent, useRef } from 'react';

/**
 * For lists whose choice follows both the arrow keys and the mouse (menus, search suggestions):
 * returns a `mousemove` handler factory that chooses an item only when the pointer really moved.
 * Browsers also send mouse events to a pointer standing still, when a list appears under it or the
 * page lays out again; choosing on those (as `mouseenter` does) takes back what the keys chose.
 */
export function usePointerChoice(choose: (index: number) => void) {
  const last = useRef<{ x: number; y: number } | null>(null);
  return (index: number) => (event: MouseEvent) => {
    const seen = last.current;
    last.current = { x: event.clientX, y: event.clientY };
    if (!seen || (seen.x === event.clientX && seen.y === event.clientY)) return;
    choose(index);
  };
}
