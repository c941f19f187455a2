import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopLink } from './ShopLink';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Action() {
  return <output data-testid="action">{useNavigationType()}</output>;
}

function app(start: string) {
  window.history.replaceState(null, '', start);
  return (
    <MemoryRouter initialEntries={[start]}>
      <ShopLink to="/shop/product-detail/mug/MQ==" className="sf-card-title" data-testid="link">
        Mug
      </ShopLink>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

const shownPath = () => screen.getByTestId('where').textContent;

/**
 * Clicks the link; whether the app took the click (prevented the browser's own navigation). The
 * window's listener runs after React's and stops jsdom's navigation, which it does not implement.
 */
function click(init: MouseEventInit = {}): boolean {
  let taken = false;
  const keepDocument = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', keepDocument);
  try {
    fireEvent(
      screen.getByTestId('link'),
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  } finally {
    window.removeEventListener('click', keepDocument);
  }
  return taken;
}

describe('ShopLink', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders a plain link with its attributes, on the server as in the browser', () => {
    const html = renderToString(app('/shop'));
    expect(html).toContain('<a class="sf-card-title" data-testid="link" href="/shop/product-detail/mug/MQ==">Mug</a>');
  });

  it('follows a plain click in the app, without loading a page', () => {
    render(app('/shop'));
    expect(click()).toBe(true);
    expect(shownPath()).toBe('/shop/product-detail/mug/MQ==');
  });

  it.each([
    ['a Ctrl click (new tab)', { ctrlKey: true }],
    ['a Cmd click', { metaKey: true }],
    ['a Shift click (new window)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    render(app('/shop'));
    expect(click(init)).toBe(false);
    expect(shownPath()).toBe('/shop');
  });

  it('leaves a link with another target to the browser', () => {
    window.history.replaceState(null, '', '/shop');
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <ShopLink to="/shop/checkout" target="_blank" data-testid="link">
          Checkout
        </ShopLink>
        <Where />
      </MemoryRouter>,
    );
    expect(click()).toBe(false);
    expect(shownPath()).toBe('/shop');
  });

  it('replaces the entry when the link is to the address already shown', () => {
    render(
      <MemoryRouter initialEntries={['/shop/product-detail/mug/MQ==']}>
        <ShopLink to="/shop/product-detail/mug/MQ==" data-testid="link">
          Mug
        </ShopLink>
        <Routes>
          <Route path="*" element={<Action />} />
        </Routes>
      </MemoryRouter>,
    );
    window.history.replaceState(null, '', '/shop/product-detail/mug/MQ==');
    expect(click()).toBe(true);
    expect(screen.getByTestId('action').textContent).toBe('REPLACE');
  });
});
