import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A labelled form control with its hint and its error, wired for screen readers
 * (`aria-invalid`, `aria-describedby`). The control is the single child.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  required = false,
  select = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  required?: boolean;
  select?: boolean;
  children: ReactNode;
}) {
  const child = Children.only(children);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(child)
    ? cloneElement(child as ReactElement<Record<string, unknown>>, {
        id,
        className: `${select ? 'form-select' : 'form-control'}${error ? ' is-invalid' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : child;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {hint ? (
          <span id={`${id}-hint`} className="ms-1 small sf-muted">
            ({hint})
          </span>
        ) : null}
      </label>
      {control}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" data-testid={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
