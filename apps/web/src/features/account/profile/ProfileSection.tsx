import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** One titled card of Edit Account. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}
