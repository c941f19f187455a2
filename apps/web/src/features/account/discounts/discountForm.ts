import type { DiscountCode, DiscountCodeInput, DiscountKind } from '@vitrine/contracts';

/** The discount code form as the owner types it: text fields, as the inputs hold them. */
export interface DiscountValues {
  code: string;
  kind: DiscountKind;
  value: string;
  min_subtotal: string;
  /** `datetime-local` text (`2026-12-01T09:00`) in the owner's time zone; '' is "no limit". */
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_phone: string;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** An instant (ISO) as a `datetime-local` value on the zone's clock; '' for none. */
export function isoToLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A `datetime-local` value read on the zone's clock, as an ISO instant; null for '' or text that is
 * no date. A time the clock skips (a spring-forward gap) is read with the offset before the jump.
 */
export function localInputToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match.map((x) => x ?? '');
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset near that wall-clock time, then once more at the instant found (DST edges).
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** A code (or none, for a new one) as the form shows it. */
export function toValues(code: DiscountCode | undefined, timeZone: string): DiscountValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? String(code.value) : '',
    min_subtotal: numberText(code?.min_subtotal ?? null),
    starts_at: isoToLocalInput(code?.starts_at ?? null, timeZone),
    ends_at: isoToLocalInput(code?.ends_at ?? null, timeZone),
    max_uses: numberText(code?.max_uses ?? null),
    max_uses_per_phone: numberText(code?.max_uses_per_phone ?? null),
    active: code?.active ?? true,
  };
}

/** Optional number fields: '' is null; a comma is read as the decimal point ("12,50"). */
const numberOrNull = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
};

/** The form as the API's body (`POST`/`PUT /api/account/discounts`); the server checks every field. */
export function toRequest(values: DiscountValues, timeZone: string): DiscountCodeInput {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: numberOrNull(values.value) ?? Number.NaN,
    min_subtotal: numberOrNull(values.min_subtotal),
    starts_at: values.starts_at ? localInputToIso(values.starts_at, timeZone) : null,
    ends_at: values.ends_at ? localInputToIso(values.ends_at, timeZone) : null,
    max_uses: numberOrNull(values.max_uses),
    max_uses_per_phone: numberOrNull(values.max_uses_per_phone),
    active: values.active,
  };
}

/** A stored code as a body that replaces it unchanged (the list's on/off switch sends it with `active` flipped). */
export const inputOf = (code: DiscountCode): DiscountCodeInput => ({
  code: code.code,
  kind: code.kind,
  value: code.value,
  min_subtotal: code.min_subtotal,
  starts_at: code.starts_at,
  ends_at: code.ends_at,
  max_uses: code.max_uses,
  max_uses_per_phone: code.max_uses_per_phone,
  active: code.active,
});

/** The form's fields, in the order the page shows them (API field errors land on these). */
export const discountFields = [
  'code',
  'kind',
  'value',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_phone',
  'active',
] as const satisfies readonly (keyof DiscountValues)[];

/** Which of the form's fields an API error names (`body` and unknown paths: none). */
export const fieldOfError = (path: string): keyof DiscountValues | undefined =>
  (discountFields as readonly string[]).includes(path) ? (path as keyof DiscountValues) : undefined;

/**
 * Where a code can be used now: `scheduled` before its start, `expired` after its end, `off` when
 * switched off, `used_up` with no uses left, else `live`.
 */
export function codeState(code: DiscountCode, now = Date.now()): 'live' | 'off' | 'scheduled' | 'expired' | 'used_up' {
  if (!code.active) return 'off';
  if (code.ends_at && Date.parse(code.ends_at) <= now) return 'expired';
  if (code.starts_at && Date.parse(code.starts_at) > now) return 'scheduled';
  if (code.max_uses !== null && code.uses >= code.max_uses) return 'used_up';
  return 'live';
}
