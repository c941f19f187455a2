import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { ExportMenu } from './ExportMenu';

const calls = vi.hoisted(() => ({ download: vi.fn(), save: vi.fn() }));
vi.mock('../api/ownerClient', async (original) => ({
  ...(await original<typeof import('../api/ownerClient')>()),
  ownerDownload: calls.download,
}));
vi.mock('../../../components/saveFile', () => ({ saveFile: calls.save }));

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
});

const choose = async (label: string) => {
  fireEvent.click(screen.getByTestId('export-products'));
  fireEvent.click(await screen.findByRole('button', { name: label }));
};

describe('the Products page export button', () => {
  it('downloads the chosen format with the session and saves it under the server’s file name', async () => {
    const blob = new Blob(['id,sku\r\n']);
    calls.download.mockResolvedValueOnce({ ok: true, data: { blob, filename: 'mug-house-products-2026-11-27.xlsx' } });
    render(<ExportMenu />);
    await choose('Excel (.xlsx)');
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(blob, 'mug-house-products-2026-11-27.xlsx'));
    expect(calls.download).toHaveBeenCalledWith('account/products/export?format=xlsx');
  });

  it('says why a download failed in a toast, and its Retry downloads again', async () => {
    calls.save.mockClear();
    calls.download
      .mockResolvedValueOnce({ ok: false, status: 500, message: 'server-unreachable', errors: {} })
      .mockResolvedValueOnce({ ok: true, data: { blob: new Blob(['x']), filename: 'shop-products.csv' } });
    render(
      <>
        <ToastContainer />
        <ExportMenu />
      </>,
    );
    await choose('CSV (.csv)');
    expect(await screen.findByText(/The export could not be downloaded\./)).toBeInTheDocument();
    expect(calls.save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(expect.any(Blob), 'shop-products.csv'));
    expect(calls.download).toHaveBeenLastCalledWith('account/products/export?format=csv');
  });
});
