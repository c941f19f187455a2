import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../../i18n';
import { ImportUploadForm } from './ImportUploadForm';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['catalogueImport', 'account']);
});

const form = (state: Partial<Parameters<typeof ImportUploadForm>[0]> = {}) => {
  const calls = { onRun: vi.fn(), onFile: vi.fn(), onPictures: vi.fn(), onAllOrNothing: vi.fn() };
  render(
    <ImportUploadForm
      hasFile
      busy={false}
      checked={false}
      canImport={false}
      allOrNothing={false}
      {...calls}
      {...state}
    />,
  );
  return calls;
};

describe('the import’s upload step', () => {
  it('checks (a dry run) on submit, and imports on its own button', () => {
    const calls = form({ checked: true, canImport: true });
    fireEvent.click(screen.getByTestId('import-check'));
    expect(calls.onRun).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByTestId('import-commit'));
    expect(calls.onRun).toHaveBeenLastCalledWith(false);
  });

  it('hands over the chosen files and the all-or-nothing choice', () => {
    const calls = form();
    const sheet = new File(['sku\n'], 'shop.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [sheet] } });
    expect(calls.onFile).toHaveBeenCalledWith(sheet);
    fireEvent.change(screen.getByTestId('import-pictures'), { target: { files: [] } });
    expect(calls.onPictures).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(calls.onAllOrNothing).toHaveBeenCalledWith(true);
  });

  it('checks nothing without a file', () => {
    form({ hasFile: false });
    expect(screen.getByTestId('import-check')).toBeDisabled();
    expect(screen.getByTestId('import-commit')).toBeDisabled();
  });

  it('says it is importing, and holds every control, while an import is sent', () => {
    form({ busy: true, checked: true });
    expect(screen.getByTestId('import-commit')).toHaveTextContent('Importing');
    expect(screen.getByTestId('import-commit')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('import-file')).toBeDisabled();
    expect(screen.getByTestId('import-check')).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});
