import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      {open && (
        <Dialog name="demo" title="Demo" closeLabel="Close" onClose={() => setOpen(false)}>
          <input aria-label="first" />
          <a href="/x">last</a>
        </Dialog>
      )}
    </>
  );
}

afterEach(cleanup);

describe('Dialog', () => {
  it('focuses its first field, locks the page and returns focus on Escape', () => {
    render(<Harness />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByText('last');
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('opens on the checked option of a radio group, which is one Tab stop', () => {
    render(
      <Dialog name="demo" title="Demo" closeLabel="Close" onClose={() => undefined}>
        {['small', 'medium', 'large'].map((size) => (
          <label key={size}>
            <input type="radio" name="size" value={size} defaultChecked={size === 'medium'} />
            {size}
          </label>
        ))}
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('medium'));
    // The group is the last stop: Tab from its checked radio wraps to the close button.
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes with its close button and is labelled by its title', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
