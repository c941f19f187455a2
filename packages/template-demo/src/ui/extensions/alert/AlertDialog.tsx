import { CircleAlert, CircleCheck, CircleHelp, CircleX, Info } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, Form, Modal, ProgressBar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

export type AlertIcon = 'success' | 'error' | 'warning' | 'info' | 'question';

/** What one alert shows: the page builds these as data. */
export interface AlertConfig {
  title: string;
  text?: string;
  icon?: AlertIcon;
  confirmLabel?: string;
  /** Shows a Cancel button with this label. */
  cancelLabel?: string;
  confirmVariant?: string;
  /** Closes by itself after this many milliseconds (a countdown shows). */
  timer?: number;
  /** Asks for a line of text; the confirm handler receives it. */
  input?: { label: string; placeholder?: string; required?: boolean };
  onConfirm?: (value: string) => void;
  onCancel?: () => void;
}

const icons = {
  success: { Icon: CircleCheck, className: 'text-success' },
  error: { Icon: CircleX, className: 'text-danger' },
  warning: { Icon: CircleAlert, className: 'text-warning' },
  info: { Icon: Info, className: 'text-info' },
  question: { Icon: CircleHelp, className: 'text-secondary' },
};

/**
 * A "sweet alert" built on react-bootstrap's Modal (focus trap, Escape, labelled dialog):
 * a large icon, a title, a line of text, optional input, timer and cancel.
 */
export function AlertDialog({ config, onClose }: { config: AlertConfig | null; onClose: () => void }) {
  const { t } = useTranslation('uiExtensions');
  const titleId = useId();
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(0);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    setValue('');
    setInvalid(false);
    if (!config?.timer) return;
    const started = Date.now();
    setLeft(config.timer);
    const tick = setInterval(() => {
      const remaining = Math.max(0, config.timer! - (Date.now() - started));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(tick);
        onClose();
      }
    }, 100);
    return () => clearInterval(tick);
  }, [config, onClose]);

  if (!config) return null;
  const icon = config.icon && icons[config.icon];
  const cancel = () => {
    onClose();
    config.onCancel?.();
  };
  const confirm = (event?: React.FormEvent) => {
    event?.preventDefault();
    if (config.input?.required && !value.trim()) {
      setInvalid(true);
      return;
    }
    onClose();
    config.onConfirm?.(value.trim());
  };
  return (
    <Modal show onHide={cancel} centered aria-labelledby={titleId} className="vt-sweet-alert">
      <Form onSubmit={confirm}>
        <Modal.Body className="text-center pt-4 px-4">
          {icon && <icon.Icon size={64} strokeWidth={1.5} className={`mb-3 ${icon.className}`} aria-hidden />}
          <h2 className="h4" id={titleId}>
            {config.title}
          </h2>
          {config.text && <p className="mb-0 text-body-secondary">{config.text}</p>}
          {config.input && (
            <Form.Group className="mt-3 text-start" controlId={`${titleId}-input`}>
              <Form.Label>{config.input.label}</Form.Label>
              <Form.Control
                autoFocus
                value={value}
                placeholder={config.input.placeholder}
                onChange={(e) => {
                  setValue(e.target.value);
                  setInvalid(false);
                }}
                isInvalid={invalid}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${titleId}-error` : undefined}
              />
              <Form.Control.Feedback type="invalid" id={`${titleId}-error`}>
                {t('alert.inputRequired')}
              </Form.Control.Feedback>
            </Form.Group>
          )}
          {config.timer ? (
            <div className="mt-3">
              <ProgressBar now={(left / config.timer) * 100} style={{ height: 4 }} aria-hidden />
              <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
                {t('alert.closesIn', { count: Math.ceil(left / 1000) })}
              </p>
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer className="justify-content-center border-0 pb-4">
          {config.cancelLabel && (
            <Button variant="outline-secondary" onClick={cancel}>
              {config.cancelLabel}
            </Button>
          )}
          <Button type="submit" variant={config.confirmVariant ?? 'primary'} autoFocus={!config.input}>
            {config.confirmLabel ?? t('alert.ok')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
