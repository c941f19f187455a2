import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { type LeaveBlocker, LeaveBlockerContext } from '../../../routing/leaveBlocker';
import { useOwnerForm } from './ownerForm';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces('account');
});

/** A two-field form whose "save" is refused for the second field, as the server answers. */
function Refused() {
  const [dirty, setDirty] = useState(false);
  const [bad, setBad] = useState(false);
  const form = useOwnerForm(dirty);
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setBad(true);
        form.showFirstProblem();
      }}
    >
      {form.leaveDialog}
      <label htmlFor="name">Name</label>
      <input id="name" onChange={() => setDirty(true)} />
      <label htmlFor="phone">Phone</label>
      <input id="phone" className={bad ? 'form-control is-invalid' : 'form-control'} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useOwnerForm', () => {
  it('focuses the first field a refused save marks, once its mark is drawn', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record where the page would scroll to.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    render(<Refused />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
    expect(scrolledTo).toEqual([screen.getByLabelText('Phone')]);
  });

  it('asks before the tab closes only while there is unsaved work', () => {
    render(<Refused />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Docaria' } });
    expect(unload()).toBe(true);
  });

  it('holds an in-app move with "Leave this page?": Stay drops it, Leave lets it go', async () => {
    let blocker: LeaveBlocker | null = null;
    const block = (next: LeaveBlocker) => {
      blocker = next;
      return () => {
        blocker = null;
      };
    };
    render(
      <LeaveBlockerContext value={block}>
        <Refused />
      </LeaveBlockerContext>,
    );
    expect(blocker).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Docaria' } });
    let moved = 0;
    act(() => {
      expect(blocker?.(() => moved++)).toBe(true);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(moved).toBe(0);
    act(() => {
      blocker?.(() => moved++);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(moved).toBe(1);
  });
});
