import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../i18n';
import { Pager } from './ui';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
});

describe('Pager', () => {
  it('counts pages from the list info and moves one page at a time', () => {
    const onPage = vi.fn();
    render(<Pager list={{ page: 2, total: 45, per_page: 20 }} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Page 2 of 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or after the last', () => {
    const { rerender } = render(<Pager list={{ page: 1, total: 21, per_page: 20 }} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager list={{ page: 2, total: 21, per_page: 20 }} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing for a list that fits on one page', () => {
    const { container } = render(<Pager list={{ page: 1, total: 20, per_page: 20 }} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
