import { render, screen, within } from '@testing-library/react';
import type { OwnerDashboard } from '@vitrine/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../store';
import { prepareOwnerComponentTests } from '../api/ownerComponentTests';
import OwnerDashboardPage from './OwnerDashboardPage';

const setup = {
  steps: (['logo', 'header', 'contact', 'category', 'product', 'delivery', 'shared'] as const).map((id) => ({
    id,
    done: id === 'logo' || id === 'product',
  })),
  done: 2,
  total: 7,
  dismissed_at: null,
};
const days = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
const dashboard: OwnerDashboard = {
  shop_name: 'Corner Bakery',
  shop_catalogue_url: 'corner-bakery',
  currency_code: 'USD',
  time_zone: 'America/New_York',
  today: { orders: 130, revenue_minor: 133_250 },
  week: { orders: 190, revenue_minor: 139_190 },
  pending_orders: 131,
  per_day: days.map((day, i) => ({ day, orders: i === 6 ? 130 : 10, revenue_minor: 0 })),
  top_products: [{ product_name: 'Sourdough loaf', quantity: 260 }],
  low_stock_threshold: 5,
  low_stock: [
    { product_id: 3, product_name: 'Rye bread', product_variant_id: null, product_variant_name: '', stock_quantity: 0 },
    { product_id: 4, product_name: 'Cake', product_variant_id: 9, product_variant_name: 'Large', stock_quantity: 2 },
  ],
  recent_orders: [
    {
      order_id: 7,
      order_number: 'VT-ABCDEFGH',
      created_at: '2026-11-23T10:00:00.000Z',
      customer_name: 'Dash Board',
      total: 10.25,
      order_status: 'pending',
      delivery_type: 'cod',
    },
  ],
};

prepareOwnerComponentTests();

const renderPage = () =>
  render(
    <Provider store={store}>
      <MemoryRouter>
        <OwnerDashboardPage />
      </MemoryRouter>
    </Provider>,
  );

describe('owner dashboard page', () => {
  it("shows the server's figures from one request", async () => {
    const share = {
      url: 'https://shops.example/corner-bakery',
      title: 'Corner Bakery',
      description: '',
      card: {
        url: 'https://shops.example/og/shop/corner-bakery-0123456789abcdef.jpg',
        width: 1200,
        height: 630,
        alt: 'Corner Bakery',
      },
    };
    const fetch = vi.fn(async (url: string) =>
      Response.json(
        /\/account\/share$/.test(String(url))
          ? { status: 'success', share }
          : /\/account\/setup$/.test(String(url))
            ? { status: 'success', setup }
            : { status: 'success', dashboard },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(await screen.findByText('Sourdough loaf')).toBeInTheDocument();
    // The figures are one request; the share panel and the setup guide beside them ask on their own.
    const calls = fetch.mock.calls.map((c) => String(c[0]));
    expect(calls.filter((url) => /\/account\/dashboard$/.test(url))).toHaveLength(1);
    expect(calls.filter((url) => !/\/account\/(dashboard|share|setup)$/.test(url))).toEqual([]);
    // The setup guide: progress, each step linking to where it is done, the done ones ticked.
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent('2 of 7 done');
    expect(screen.getByTestId('setup-step-product')).toHaveAttribute('data-done', 'true');
    expect(within(screen.getByTestId('setup-step-category')).getByRole('link')).toHaveAttribute(
      'href',
      '/account/categories',
    );
    expect(within(screen.getByTestId('setup-step-shared')).getByRole('link')).toHaveAttribute('href', '/corner-bakery');
    const stat = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(stat('Orders today')).toBe('130');
    expect(stat('Orders this week')).toBe('190');
    expect(stat('Revenue this week')).toBe('$1,391.90');
    expect(stat('New orders')).toBe('131');
    expect(screen.getByTestId('dashboard-week-note')).toHaveTextContent('America/New York');
    expect(screen.getByRole('link', { name: 'VT-ABCDEFGH' })).toHaveAttribute('href', '/account/orders/7');
    // Low stock: each counted item at or under the threshold links to its product.
    const low = within(screen.getByTestId('low-stock'));
    expect(low.getByRole('link', { name: 'Rye bread' })).toHaveAttribute('href', '/account/products/3');
    expect(low.getByRole('link', { name: 'Cake · Large' })).toHaveAttribute('href', '/account/products/4');
    expect(low.getByText('Sold out')).toBeInTheDocument();
    expect(low.getByText('2 left')).toBeInTheDocument();
    // The share panel's own request and its QR encoder (loaded on first use) have settled too, so
    // no update lands after the test's page is gone.
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(await screen.findByTestId('share-qr')).toBeInTheDocument();
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    renderPage();
    // Without the figures there is no share panel either: one Retry, for the figures.
    expect(await screen.findAllByRole('button', { name: /retry/i })).toHaveLength(1);
    expect(screen.queryByText('Sourdough loaf')).toBeNull();
  });
});
