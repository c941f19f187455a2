import type { ReactNode } from 'react';
import { Col, Form } from 'react-bootstrap';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled settings input whose message is tied to it (aria-invalid, aria-describedby), so a
 * screen reader reads "E-mail, invalid: another account already uses this e-mail".
 */
export function SettingsField({
  id,
  label,
  registration,
  error,
  type = 'text',
  md = 6,
  hint,
  autoComplete,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  md?: number;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <Form.Group as={Col} md={md} className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error?.message}
      </Form.Control.Feedback>
      {hint && (
        <Form.Text as="div" id={`${id}-hint`}>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
