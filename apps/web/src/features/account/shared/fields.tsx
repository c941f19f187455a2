import type { ReactNode } from 'react';
import { Col, Form } from 'react-bootstrap';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A labelled input with its per-field message (from the form's rules or from the API). */
export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  md = 6,
  as,
  rows,
  hint,
  autoComplete,
  inputMode,
  children,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  md?: number;
  as?: 'textarea';
  rows?: number;
  hint?: ReactNode;
  autoComplete?: string;
  /** The phone keyboard to offer (`decimal` for amounts: digits with a point or comma). */
  inputMode?: 'decimal' | 'numeric' | 'url';
  children?: ReactNode;
}) {
  return (
    <Form.Group as={Col} md={md} className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        as={as}
        rows={rows}
        autoComplete={autoComplete}
        inputMode={inputMode}
        isInvalid={!!error}
        {...registration}
      />
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
      {hint && <Form.Text as="div">{hint}</Form.Text>}
      {children}
    </Form.Group>
  );
}
