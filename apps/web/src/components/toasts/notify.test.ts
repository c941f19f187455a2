import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, registerHost } from './notify';

describe('notify', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the toast host only after the next frame has painted, not in the tap’s own task', () => {
    vi.useFakeTimers();
    // A frame every 16 ms, as a browser paints them.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    );
    const show = vi.fn();
    const unregister = registerHost(show);
    notify('success', 'Item has been added to cart');
    expect(show).not.toHaveBeenCalled();
    // The frame's callback runs just before its paint: the host still waits for the task after it.
    vi.advanceTimersByTime(16);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    unregister();
  });
});
