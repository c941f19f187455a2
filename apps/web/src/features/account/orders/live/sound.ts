import { useSyncExternalStore } from 'react';

/** Whether a new order plays a tone, per browser (off unless the owner switched it on). */
const SOUND_KEY = 'vitrine.orderSound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

let enabled = read();

export const soundEnabled = () => enabled;

export function setSoundEnabled(on: boolean): void {
  enabled = on;
  try {
    if (on) localStorage.setItem(SOUND_KEY, 'on');
    else localStorage.removeItem(SOUND_KEY);
  } catch {
    // Storage blocked: the choice lasts until the tab closes.
  }
  // Switching on is a click: the moment a browser lets a page start audio.
  if (on)
    audio()
      ?.resume()
      .catch(() => undefined);
  for (const listener of listeners) listener();
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    soundEnabled,
    () => false,
  );
}

let context: AudioContext | undefined;
function audio(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  return context;
}

/** Two short rising notes, made by the Web Audio API (no sound file to download). */
export function playNewOrderTone(): void {
  const ctx = audio();
  if (!ctx) return;
  // After a reload the context starts suspended; it resumes once the page has had a click.
  ctx
    .resume()
    .then(() => {
      if (ctx.state === 'running') tone(ctx);
    })
    .catch(() => undefined);
}

function tone(ctx: AudioContext): void {
  const start = ctx.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.16, 880],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.15);
  }
}
