import type { ChangeEvent, ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  field: { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  /** Shown beside the label (the "Forgot password?" link). */
  aside?: ReactNode;
  /** Below the field: a hint or a live status, named by `describedBy`. */
  after?: ReactNode;
  describedBy?: string;
  /** Text before the input in one group (the site's address before a catalogue URL). */
  prefix?: string;
  valid?: boolean;
  /** Marked wrong without a message of its own (the address taken, said by the status below). */
  invalid?: boolean;
}

/** A labelled input with its message, as Bootstrap lays them out; the message is tied to the input for screen readers. */
export function TextField({
  id,
  label,
  field,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  aside,
  after,
  describedBy,
  prefix,
  valid,
  invalid = false,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  const labelled = (
    <label className="form-label" htmlFor={id}>
      {label}
    </label>
  );
  const input = (
    <input
      id={id}
      type={type}
      className={`form-control${error || invalid ? ' is-invalid' : valid ? ' is-valid' : ''}`}
      autoComplete={autoComplete}
      // biome-ignore lint/a11y/noAutofocus: the forgot-password page has one field, focused as before
      autoFocus={autoFocus}
      aria-invalid={error || invalid ? true : undefined}
      aria-describedby={described}
      {...field}
    />
  );
  const message = (
    <div id={errorId} className="invalid-feedback">
      {error}
    </div>
  );
  return (
    <div className="mb-3">
      {aside ? (
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {prefix ? (
        <div className="input-group has-validation">
          <span className="input-group-text">{prefix}</span>
          {input}
          {message}
        </div>
      ) : (
        <>
          {input}
          {message}
        </>
      )}
      {after}
    </div>
  );
}

/** The form's one button, busy while the form is sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden />}
      {children}
    </button>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  field: { name: string; value: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose your country") while nothing is picked. */
  placeholder?: string;
  error?: string;
  autoComplete?: string;
  after?: ReactNode;
  describedBy?: string;
}

/** A labelled select laid out like {@link TextField}, its message tied to it for screen readers. */
export function SelectField({
  id,
  label,
  field,
  options,
  placeholder,
  error,
  autoComplete,
  after,
  describedBy,
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...field}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div id={errorId} className="invalid-feedback">
        {error}
      </div>
      {after}
    </div>
  );
}
