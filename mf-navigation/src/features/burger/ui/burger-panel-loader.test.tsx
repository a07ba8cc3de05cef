import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@shop/i18n';
import { navigationFixture } from '../../../shared/testing/navigation-fixture';

const t = createTranslator('de-DE');

afterEach(() => {
  cleanup();
  vi.doUnmock('./burger-panel');
  vi.resetModules();
});

/** A fresh copy of the burger whose menu code has not been fetched yet. */
async function freshBurger() {
  vi.resetModules();
  const { Burger } = await import('./burger');
  const { burgerClosed } = await import('../model/burger-model');
  render(<Burger navigation={navigationFixture} basename="" t={t} />);
  return { button: screen.getByRole('button', { name: 'Menü öffnen' }), burgerClosed };
}

describe('the burger menu’s code', () => {
  it('is not part of the header: it arrives on the first open, and the menu shows with it', async () => {
    const { button, burgerClosed } = await freshBurger();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    act(() => burgerClosed());
  });

  it('starts loading when the shopper reaches for the button, before the tap', async () => {
    const { button, burgerClosed } = await freshBurger();
    const { loadedBurgerPanel } = await import('./burger-panel-loader');
    fireEvent.pointerEnter(button);
    await vi.waitFor(() => expect(loadedBurgerPanel()).not.toBeNull());
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeTruthy();
    act(() => burgerClosed());
  });

  it('that fails to load is reported, the button closes again, and the next tap loads it', async () => {
    vi.doMock('./burger-panel', () => {
      throw new Error('chunk gone');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button, burgerClosed } = await freshBurger();
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"remote-load-failed"'));
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.doUnmock('./burger-panel');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menü' })).toBeTruthy();
    act(() => burgerClosed());
    errors.mockRestore();
  });
});
