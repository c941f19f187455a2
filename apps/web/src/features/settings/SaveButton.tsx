import { Button, Spinner } from 'react-bootstrap';

/** A tab's Save: disabled with a spinner while the save is on its way. */
export function SaveButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  return (
    <Button type="submit" disabled={busy} data-testid={testId}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden />}
      {label}
    </Button>
  );
}
