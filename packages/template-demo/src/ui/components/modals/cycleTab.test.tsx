import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cycleTab } from './cycleTab';

function Dialog() {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the test's stand-in for a modal's dialog element
    <div onKeyDown={cycleTab}>
      <button type="button">First</button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
    </div>
  );
}

describe('cycleTab', () => {
  it('goes from the last control to the first on Tab', () => {
    render(<Dialog />);
    screen.getByText('Last').focus();
    fireEvent.keyDown(screen.getByText('Last'), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByText('First'));
  });
  it('goes from the first control to the last on Shift+Tab', () => {
    render(<Dialog />);
    screen.getByText('First').focus();
    fireEvent.keyDown(screen.getByText('First'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByText('Last'));
  });
  it('leaves Tab alone in the middle', () => {
    render(<Dialog />);
    screen.getByText('First').focus();
    const event = fireEvent.keyDown(screen.getByText('First'), { key: 'Tab' });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('First'));
  });
});
