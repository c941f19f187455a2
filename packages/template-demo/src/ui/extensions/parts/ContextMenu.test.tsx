import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContextMenu } from './ContextMenu';

const actions = ['Add', 'Colour', 'Clear'].map((label) => ({ key: label, label, run: () => {} }));

describe('ContextMenu', () => {
  it('the arrow keys choose; a pointer standing still does not undo that, a pointer that moves does', () => {
    render(<ContextMenu at={{ x: 10, y: 10 }} label="Board actions" actions={actions} onClose={() => {}} />);
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(document.activeElement).toBe(item('Add'));
    fireEvent.keyDown(item('Add'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Colour'));
    // The menu appeared under the pointer: the browser's mouse events at the same spot change nothing.
    fireEvent.mouseMove(item('Add'), { clientX: 12, clientY: 12 });
    fireEvent.mouseMove(item('Add'), { clientX: 12, clientY: 12 });
    expect(document.activeElement).toBe(item('Colour'));
    // The shopper moves the mouse over an item: it is chosen.
    fireEvent.mouseMove(item('Clear'), { clientX: 14, clientY: 40 });
    expect(document.activeElement).toBe(item('Clear'));
  });
});
