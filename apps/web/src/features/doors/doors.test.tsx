import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordDoor from './ForgotPasswordDoor';
import { leaveDoorNotice } from './handoff';
import LoginDoor from './LoginDoor';
import RegisterDoor from './RegisterDoor';
import { doorStringsReady } from './strings';

const calls = vi.hoisted(() => ({ signInCall: vi.fn(), registerCall: vi.fn() }));
const reset = vi.hoisted(() => ({ requestResetLink: vi.fn(), resetPassword: vi.fn() }));
const owner = vi.hoisted(() => ({ handOver: vi.fn() }));
vi.mock('../account/auth/authCalls', () => calls);
vi.mock('../account/password-reset/api', () => reset);
vi.mock('../account/auth/handOver', () => owner);
// What a sent form warms up (the owner area's code) is not under test here; that it is asked for is.
const warm = vi.hoisted(() => vi.fn());
vi.mock('./enterOwnerArea', async (original) => ({
  ...(await original<typeof import('./enterOwnerArea')>()),
  warmOwnerArea: warm,
}));

const user = { user_id: 7, shop_id: 3, userRole: 'owner', name: 'Asha', email: 'asha@shop.example' } as const;

beforeAll(async () => {
  await doorStringsReady();
});
beforeEach(() => {
  for (const mock of [calls.signInCall, calls.registerCall, reset.requestResetLink, owner.handOver, warm])
    mock.mockReset();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginDoor />} />
        <Route path="/pages/register" element={<RegisterDoor />} />
        <Route path="/pages/forgot-password" element={<ForgotPasswordDoor />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/account/orders" element={<h1>Orders</h1>} />
      </Routes>
    </MemoryRouter>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginDoor', () => {
  it('names each missing field, tied to its input, and focuses the first', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveFocus();
    expect(calls.signInCall).not.toHaveBeenCalled();
    // Checked again as the owner types, once a submit has shown the messages.
    fill('E-mail', 'asha@shop');
    expect(screen.getByText('Use an e-mail address such as name@example.com.')).toBeInTheDocument();
  });

  it("shows the API's message and its field messages", async () => {
    calls.signInCall.mockResolvedValue({
      ok: false,
      status: 401,
      message: 'Email Or Password Invalid',
      errors: { password: 'Wrong password.' },
    });
    renderAt('/login');
    fill('E-mail', ' asha@shop.example ');
    fill('Password', 'not-it');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Email Or Password Invalid');
    expect(screen.getByText('Wrong password.')).toBeInTheDocument();
    expect(calls.signInCall).toHaveBeenCalledWith({ email: 'asha@shop.example', password: 'not-it' });
  });

  it('hands the user to the owner area and goes where the owner was going', async () => {
    calls.signInCall.mockResolvedValue({ ok: true, data: user });
    renderAt('/login?redirect=%2Faccount%2Forders');
    fill('E-mail', 'asha@shop.example');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' }, { timeout: 8000 })).toBeInTheDocument();
    expect(owner.handOver).toHaveBeenCalledWith(user, '/account/orders');
    expect(warm).toHaveBeenCalledWith(false);
  });

  it('says once why the owner was signed out', () => {
    leaveDoorNotice('sessionExpired');
    const first = renderAt('/login');
    expect(screen.getByTestId('session-expired')).toHaveTextContent('Your session expired. Please sign in again.');
    first.unmount();
    const second = renderAt('/login');
    expect(screen.queryByTestId('session-expired')).toBeNull();
    second.unmount();
    // After a password reset (the reset page leaves the notice, then opens the sign-in page).
    leaveDoorNotice('passwordChanged');
    renderAt('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. Log in with the new one.');
  });
});

describe('RegisterDoor', () => {
  it('checks every field by the server contract rules, then signs the new owner in to the dashboard', async () => {
    calls.registerCall.mockResolvedValue({ ok: true, data: user });
    renderAt('/pages/register');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText("Enter your shop's name.")).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    // One hint about the password's length, not the rule twice.
    expect(screen.queryByText('At least 8 characters.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
    fill('Your name', 'Asha');
    fill('Shop name', 'Asha Books');
    fill('Catalogue address', 'Asha Books');
    expect(screen.getByText('Use lowercase letters, digits and single dashes only.')).toBeInTheDocument();
    fill('Catalogue address', 'asha-books');
    fill('E-mail', 'asha@shop.example');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.registerCall).toHaveBeenCalledWith({
      name: 'Asha',
      shop_name: 'Asha Books',
      shop_catalogue_url: 'asha-books',
      email: 'asha@shop.example',
      password: 'long-enough',
      // Guessed from the browser's language (en-US), with the country's default zone.
      country: 'US',
      time_zone: 'America/New_York',
    });
    expect(owner.handOver).toHaveBeenCalledWith(user, '/dashboard');
    expect(warm).toHaveBeenCalledWith(true);
  });
});

describe('RegisterDoor: address and country', () => {
  it('suggests the address from the shop name until the owner writes their own', async () => {
    renderAt('/pages/register');
    const address = screen.getByLabelText('Catalogue address');
    fill('Shop name', 'Padaria São João');
    expect(address).toHaveValue('padaria-sao-joao');
    fill('Shop name', 'Padaria São João & Filhos');
    expect(address).toHaveValue('padaria-sao-joao-filhos');
    fill('Catalogue address', 'sao-joao');
    fill('Shop name', 'Padaria Nova');
    expect(address).toHaveValue('sao-joao');
    // Emptied, the address follows the name again.
    fill('Catalogue address', '');
    fill('Shop name', 'Padaria Nova Era');
    expect(address).toHaveValue('padaria-nova-era');
  });

  it('starts the shop in its country: currency said, a time zone to choose where there are several', async () => {
    calls.registerCall.mockResolvedValue({ ok: true, data: user });
    renderAt('/pages/register');
    const country = screen.getByLabelText('Country');
    await waitFor(() => expect(country).toHaveValue('US'));
    fill('Country', 'BR');
    expect(country).toHaveAccessibleDescription(/Prices in BRL/);
    const zone = screen.getByLabelText('Time zone');
    expect(zone).toHaveValue('America/Sao_Paulo');
    expect(screen.getByRole('option', { name: /^Manaus \(GMT-04:00\)$/ })).toBeInTheDocument();
    fill('Time zone', 'America/Manaus');
    fill('Country', 'IN');
    expect(screen.queryByLabelText('Time zone')).not.toBeInTheDocument();
    expect(country).toHaveAccessibleDescription(/Prices in INR/);
    fill('Your name', 'Asha');
    fill('Shop name', 'Asha Books');
    fill('E-mail', 'asha@shop.example');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(calls.registerCall).toHaveBeenCalledWith(
      expect.objectContaining({ shop_catalogue_url: 'asha-books', country: 'IN', time_zone: 'Asia/Kolkata' }),
    );
  });
});

describe('ForgotPasswordDoor', () => {
  it('shows the neutral confirmation after sending', async () => {
    reset.requestResetLink.mockResolvedValue({ ok: true, data: { status: 'success', message: 'sent' } });
    renderAt('/pages/forgot-password');
    fill('E-mail', 'owner@shop.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that address/)).toBeInTheDocument();
    expect(reset.requestResetLink).toHaveBeenCalledWith('owner@shop.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('says so when the server refuses more requests (429)', async () => {
    reset.requestResetLink.mockResolvedValue({ ok: false, status: 429, message: 'Too many', errors: {} });
    renderAt('/pages/forgot-password');
    fill('E-mail', 'owner@shop.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Too many reset requests/));
  });

  it('names a missing or malformed address before asking the server', async () => {
    renderAt('/pages/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    fill('E-mail', 'owner');
    expect(screen.getByText('Use an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(reset.requestResetLink).not.toHaveBeenCalled();
  });
});
