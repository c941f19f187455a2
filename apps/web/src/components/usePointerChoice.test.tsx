import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePointerChoice } from './usePointerChoice';

function List() {
  const [active, setActive] = useState(1);
  const hover = usePointerChoice(setActive);
  return (
    <ul>
      {['One', 'Two', 'Three'].map((label, i) => (
        <li key={label} aria-current={i === active} onMouseMove={hover(i)}>
          {label}
        </li>
      ))}
    </ul>
  );
}

describe('usePointerChoice', () => {
  it('a pointer standing still chooses nothing; a pointer that moves chooses what it is over', () => {
    render(<List />);
    const chosen = () => screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'true');
    // The list appeared under a resting pointer: the browser's events at one spot keep the keys' choice.
    fireEvent.mouseMove(screen.getByText('One'), { clientX: 5, clientY: 5 });
    fireEvent.mouseMove(screen.getByText('One'), { clientX: 5, clientY: 5 });
    expect(chosen()).toHaveTextContent('Two');
    fireEvent.mouseMove(screen.getByText('Three'), { clientX: 5, clientY: 30 });
    expect(chosen()).toHaveTextContent('Three');
  });
});
