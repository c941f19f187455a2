import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/**
 * The bottom row of a demo app's side panel: the panel's own actions on the start side (Delete,
 * Trash, Restore), Cancel and Save (or Add, for a new item) on the end side.
 */
export function PanelFooter({
  busy,
  labels,
  onCancel,
  saveTestId,
  children,
}: {
  busy: boolean;
  labels: { cancel: string; submit: string };
  onCancel: () => void;
  saveTestId: string;
  children?: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      {children}
      <div className="d-flex gap-2 ms-auto">
        <Button variant="outline-secondary" className="vt-btn-quiet" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={busy} data-testid={saveTestId}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden />}
          {labels.submit}
        </Button>
      </div>
    </div>
  );
}
