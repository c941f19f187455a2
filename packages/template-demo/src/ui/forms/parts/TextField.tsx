import type { InputHTMLAttributes } from 'react';
import { Form } from 'react-bootstrap';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A labelled react-hook-form field with its error right under it: the error is linked with
 * aria-describedby and marks the field aria-invalid, so a screen reader reads it with the field.
 * Schema messages are keys of the uiForms namespace (`errors.*`).
 */
export function TextField({
  id,
  label,
  registration,
  error,
  help,
  className = 'mb-3',
  ...input
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  help?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size' | 'value' | 'defaultValue'>) {
  const { t } = useTranslation('uiForms');
  const describedBy = [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        {...registration}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {t(error.message ?? 'errors.required')}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
