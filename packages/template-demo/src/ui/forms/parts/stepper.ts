/** The number stepper's arithmetic, kept pure for its unit test. */
export interface StepperBounds {
  min: number;
  max: number;
  step: number;
}

/** Keeps a value inside the bounds and on the step grid counted from min (floating-point safe). */
export function clampToStep(value: number, { min, max, step }: StepperBounds): number {
  if (!Number.isFinite(value)) return min;
  const decimals = (String(step).split('.')[1] ?? '').length;
  const snapped = min + Math.round((value - min) / step) * step;
  const bounded = Math.min(max, Math.max(min, snapped));
  return Number(bounded.toFixed(decimals));
}

/** One step up (+1) or down (−1), or a page (±10 steps) for PageUp/PageDown. */
export function stepBy(value: number, direction: number, bounds: StepperBounds): number {
  return clampToStep(value + direction * bounds.step, bounds);
}

/** Typed text as a number, or null while it is not one yet (a lone minus sign, an empty field). */
export function parseTyped(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '' || normalised === '-' || normalised === '.') return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}
