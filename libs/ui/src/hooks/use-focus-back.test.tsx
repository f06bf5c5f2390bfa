import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusBack } from './use-focus-back';

function Save({ busy }: { busy: boolean }) {
  const button = useFocusBack(busy);
  return (
    <>
      <input aria-label="Name" />
      <button type="button" ref={button} disabled={busy}>
        Save
      </button>
    </>
  );
}

describe('useFocusBack', () => {
  it('gives the focus back to the button once its progress is over', () => {
    const { rerender } = render(<Save busy={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    // A browser drops the focus of a button that turns disabled (jsdom keeps it).
    save.blur();
    rerender(<Save busy />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Save busy={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('leaves the focus where something else took it', () => {
    const { rerender } = render(<Save busy />);
    screen.getByRole('textbox', { name: 'Name' }).focus();
    rerender(<Save busy={false} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('does not take the focus when the button first draws', () => {
    render(<Save busy={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});
