import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { browserNavigation, PreloadingRouter } from './PreloadingRouter';

describe('browserNavigation', () => {
  it('shows an address once its routes are ready, and drops one left before that', async () => {
    const pending = new Map<string, () => void>();
    const navigation = browserNavigation(
      (location) => new Promise<void>((resolve) => pending.set(location.pathname, resolve)),
    );
    const start = navigation.shown().location.pathname;
    const seen: string[] = [];
    navigation.subscribe(() => seen.push(navigation.shown().location.pathname));

    navigation.history.push('/slow');
    navigation.history.push('/fast');
    expect(navigation.shown().location.pathname).toBe(start);
    expect(navigation.pending()).toBe(true);
    pending.get('/fast')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigation.shown().location.pathname).toBe('/fast');
    expect(navigation.pending()).toBe(false);
    // The address left before its code came is not shown when that code arrives.
    pending.get('/slow')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['/fast']);
    expect(navigation.shown().location.pathname).toBe('/fast');
  });
});

describe('PreloadingRouter', () => {
  it('marks the page busy while the next address loads, and clears it once that page is on screen', async () => {
    window.history.replaceState(null, '', '/one');
    let release = () => {};
    const navigation = browserNavigation((location) =>
      location.pathname === '/two' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    render(
      <PreloadingRouter navigation={navigation}>
        <Routes>
          <Route path="/one" element={<h1>One</h1>} />
          <Route path="/two" element={<h1>Two</h1>} />
        </Routes>
      </PreloadingRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('One');
    act(() => navigation.history.push('/two'));
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading').textContent).toBe('One');
    await act(async () => release());
    expect(screen.getByRole('heading').textContent).toBe('Two');
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('the leave blocker', () => {
  it('holds a link’s move until the page lets it go, and lets every move go once released', async () => {
    window.history.replaceState(null, '', '/form');
    const navigation = browserNavigation(() => Promise.resolve());
    const held: (() => void)[] = [];
    const release = navigation.block((proceed) => {
      held.push(proceed);
      return true;
    });
    navigation.navigator.push('/elsewhere');
    expect(window.location.pathname).toBe('/form');
    expect(held).toHaveLength(1);
    held[0]();
    expect(window.location.pathname).toBe('/elsewhere');
    // The move that was let go ended the block: the next one is not held.
    navigation.navigator.push('/third');
    expect(window.location.pathname).toBe('/third');
    expect(held).toHaveLength(1);
    release();
  });

  it('a blocker that answers false lets the move go at once', () => {
    window.history.replaceState(null, '', '/saved');
    const navigation = browserNavigation(() => Promise.resolve());
    const release = navigation.block(() => false);
    navigation.navigator.replace('/next');
    expect(window.location.pathname).toBe('/next');
    release();
  });
});
