import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { store } from '../../../store';
import ResetPasswordPage from './ResetPasswordPage';

const api = vi.hoisted(() => ({ requestResetLink: vi.fn(), resetPassword: vi.fn() }));
vi.mock('./api', () => api);

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('passwordReset');
});
beforeEach(() => {
  api.requestResetLink.mockReset();
  api.resetPassword.mockReset();
});

const renderAt = (path: string) =>
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pages/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage', () => {
  it('says a link without a token cannot be used and offers a new one', () => {
    renderAt('/pages/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(/has no reset token/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/pages/forgot-password');
  });

  it('checks the two passwords before asking the server', async () => {
    renderAt('/pages/reset-password?token=abc');
    fill('New password', 'long-enough-1');
    fill('Repeat the new password', 'long-enough-2');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    renderAt('/pages/reset-password?token=abc');
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the token and the new password, then goes to the login page', async () => {
    api.resetPassword.mockResolvedValue({ ok: true, data: { status: 'success', message: 'changed' } });
    renderAt('/pages/reset-password?token=abc');
    fill('New password', 'long-enough-1');
    fill('Repeat the new password', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(api.resetPassword).toHaveBeenCalledWith('abc', 'long-enough-1');
  });

  it('turns a refused token into the dead-link message', async () => {
    api.resetPassword.mockResolvedValue({ ok: false, status: 400, message: 'bad', errors: { token: 'bad' } });
    renderAt('/pages/reset-password?token=used');
    fill('New password', 'long-enough-1');
    fill('Repeat the new password', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/already used or older than one hour/)).toBeInTheDocument();
  });
});
