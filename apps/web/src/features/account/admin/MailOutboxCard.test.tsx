import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminMail, AdminMailResponse } from '@vitrine/contracts';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../store';
import { prepareOwnerComponentTests } from '../api/ownerComponentTests';
import { MailOutboxCard } from './MailOutboxCard';

prepareOwnerComponentTests();

const failed: AdminMail = {
  id: 41,
  to: 'owner@bakery.example',
  subject: 'Reset your Vitrine password',
  status: 'failed',
  attempts: 8,
  last_error: 'EENVELOPE 451: Try again later',
  next_attempt_at: null,
  created_at: '2026-12-07T10:00:00.000Z',
};
const waiting: AdminMail = {
  ...failed,
  id: 42,
  to: 'buyer@example.com',
  subject: 'Your order',
  status: 'queued',
  attempts: 1,
  last_error: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25',
  next_attempt_at: '2026-12-07T10:01:00.000Z',
};
const overview = (unsent: AdminMail[], failedCount: number): AdminMailResponse => ({
  status: 'success',
  mail: { counts: { queued: unsent.length - failedCount, sending: 0, sent: 12, failed: failedCount }, unsent },
});

const renderCard = () =>
  render(
    <Provider store={store}>
      <MailOutboxCard />
    </Provider>,
  );

describe("the admin's mail outbox", () => {
  it('says so when nothing waits or failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(overview([], 0))),
    );
    renderCard();
    expect(await screen.findByTestId('mail-empty')).toHaveTextContent('No mail is waiting and none failed.');
    expect(screen.getByTestId('mail-count-sent')).toHaveTextContent('12 sent');
  });

  it('lists failed and waiting mails, and sends a failed one again with Retry now', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return Response.json({ status: 'success', mail: { ...failed, status: 'queued' } });
      return Response.json(fetch.mock.calls.length > 1 ? overview([waiting], 0) : overview([failed, waiting], 1));
    });
    vi.stubGlobal('fetch', fetch);
    renderCard();
    const table = await screen.findByTestId('mail-table');
    expect(within(table).getByText('EENVELOPE 451: Try again later')).toBeInTheDocument();
    expect(screen.getByTestId('mail-count-failed')).toHaveTextContent('1 failed');
    // Only the failed row offers it.
    expect(within(table).getAllByRole('button', { name: /again/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Send the mail to owner@bakery.example again' }));
    await waitFor(() => expect(screen.queryByText('owner@bakery.example')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST') as unknown as [string, RequestInit];
    expect(post[0]).toMatch(/\/admin\/mail\/41\/retry$/);
    expect(screen.getByTestId('mail-count-failed')).toHaveTextContent('0 failed');
  });

  it('shows a failed load with Retry, which loads again', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ++calls === 1
          ? Response.json({ status: 'error', message: 'Something went wrong.' }, { status: 500 })
          : Response.json(overview([], 0)),
      ),
    );
    renderCard();
    const error = await screen.findByTestId('load-error');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('mail-empty')).toBeInTheDocument();
  });
});
