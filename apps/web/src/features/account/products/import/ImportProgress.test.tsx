import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../i18n';
import { ImportProgress } from './ImportProgress';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('catalogueImport');
});

describe('the import’s progress', () => {
  it('shows the share sent, as a bar a screen reader can read', () => {
    render(<ImportProgress phase={{ kind: 'uploading', fraction: 0.426 }} rows={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sending the file… 43%');
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuetext', 'Sending the file… 43%');
  });

  it('shows a moving bar, without a figure, when the browser does not say how much is sent', () => {
    render(<ImportProgress phase={{ kind: 'uploading', fraction: null }} rows={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Sending the file…$/);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('says how many rows the server is checking when the file gave a count', () => {
    const { rerender } = render(<ImportProgress phase={{ kind: 'checking' }} rows={1234} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking 1,234 rows…');
    rerender(<ImportProgress phase={{ kind: 'checking' }} rows={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the rows…');
  });
});
