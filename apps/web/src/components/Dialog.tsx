import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog on the native `<dialog>` element: the browser traps focus, makes the page
 * behind inert and closes on Escape, with no dialog library in the bundle. `onClose` runs
 * for Escape and for the close button.
 */
export function Dialog({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="vt-dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="vt-dialog-content">
          <div className="vt-dialog-header">
            <h2 id={titleId} className="h5 mb-0">
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />
          </div>
          <div className="vt-dialog-body">{children}</div>
          {footer ? <div className="vt-dialog-footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
