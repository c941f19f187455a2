import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { FeedLinks } from './FeedLinks';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
});

describe('FeedLinks', () => {
  it("lists the shop's two feed addresses on the link's origin, each with its own Copy button", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<FeedLinks shopLink="https://shops.example/corner-bakery" />);
    expect(screen.getByRole('textbox', { name: 'Meta feed (WhatsApp, Instagram)' })).toHaveValue(
      'https://shops.example/corner-bakery/feeds/meta.csv',
    );
    expect(screen.getByRole('textbox', { name: 'Google Merchant Center feed' })).toHaveValue(
      'https://shops.example/corner-bakery/feeds/google.xml',
    );
    expect(screen.getByText(/Catalog → Data sources → Data feed → Scheduled feed/)).toBeInTheDocument();
    expect(screen.getByText(/Products → Feeds → add a feed with Scheduled fetch/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the Meta feed (WhatsApp, Instagram) address' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Copied the Meta feed (WhatsApp, Instagram) address' }),
      ).toBeInTheDocument(),
    );
    expect(writeText).toHaveBeenCalledWith('https://shops.example/corner-bakery/feeds/meta.csv');
  });
});
