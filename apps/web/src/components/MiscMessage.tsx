import type { ReactNode } from 'react';

/**
 * The full-screen message card of the misc pages (coming soon, 500, maintenance), with the look of
 * the 404 and not-authorized pages: a picture or code, the heading, a line of text, the actions.
 */
export function MiscMessage({
  testId,
  visual,
  title,
  text,
  children,
}: {
  testId: string;
  visual: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <main className="vt-misc card p-4 p-sm-5 w-100" data-testid={testId}>
      {visual}
      <h1 className="h2">{title}</h1>
      <p className="text-body-secondary">{text}</p>
      {children}
    </main>
  );
}
