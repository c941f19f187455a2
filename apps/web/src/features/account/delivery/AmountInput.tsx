import { formatPrice } from '@vitrine/contracts/currency';
import type { ReactNode } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** The sign or code the shop's prices show (₹, $, EUR), beside an amount input. */
export function currencyMark(currency: string, language: string): string {
  const mark = formatPrice(0, currency, language)
    .replace(/[\d.,\s\u00a0\u202f]/g, '')
    .trim();
  return mark || currency;
}

/** A labelled amount in the shop's currency, with its hint and per-field message. */
export function AmountInput({
  id,
  label,
  registration,
  error,
  hint,
  currency,
  language,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  currency: string;
  language: string;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <InputGroup.Text aria-hidden>{currencyMark(currency, language)}</InputGroup.Text>
        <Form.Control
          type="text"
          inputMode="decimal"
          autoComplete="off"
          isInvalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...registration}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error?.message}
        </Form.Control.Feedback>
      </InputGroup>
      {hint && (
        <Form.Text id={`${id}-hint`} as="div">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
