import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { Checked, FieldErrors } from './validation';

/**
 * A door's form without a form library: fields checked on submit, then again on every change (as the
 * old react-hook-form forms did), the first field in error focused, and the API's messages per field.
 */
export function useDoorForm<K extends string, V>(
  initial: Record<K, string>,
  check: (raw: Record<K, string>) => Checked<K, V>,
) {
  const [raw, setRaw] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const order = Object.keys(initial) as K[];

  /** Sets fields at once (a typed value, or one that follows another: an address suggested by a name). */
  const change = (patch: Partial<Record<K, string>>) => {
    const next = { ...raw, ...patch };
    setRaw(next);
    if (submitted) setErrors(check(next).errors);
  };

  const field = (name: K) => ({
    name,
    value: raw[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change({ [name]: event.target.value } as Partial<Record<K, string>>),
  });

  const onSubmit = (send: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSubmitted(true);
    const result = check(raw);
    setErrors(result.errors);
    const first = order.find((name) => result.errors[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: K, message: string) => setErrors((current) => ({ ...current, [name]: message }));

  return { raw, field, change, errors, setError, submitting, onSubmit };
}
