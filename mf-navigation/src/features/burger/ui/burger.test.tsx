import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '@shop/i18n';
import { navigationFixture } from '../../../shared/testing/navigation-fixture';
import { burgerClosed, viewportResized } from '../model/burger-model';
import { Burger } from './burger';
import { loadBurgerPanel } from './burger-panel-loader';

const t = createTranslator('de-DE');
const renderBurger = () => render(<Burger navigation={navigationFixture} basename="" t={t} />);

// The menu's code is fetched on the first reach for the button; here it is there from the start.
beforeAll(async () => {
  await loadBurgerPanel();
});

afterEach(() => {
  act(() => burgerClosed());
  cleanup();
});

describe('Burger', () => {
  it('opens a modal menu with main items, shops, extra menu, hotline and footer, and locks the page', () => {
    renderBurger();
    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('dialog', { name: 'Menü' });
    expect(document.body.style.overflow).toBe('hidden');
    // Burger-only items show here, unlike the desktop bar.
    expect(within(menu).getByRole('link', { name: 'Gutscheine' }).getAttribute('href')).toBe(
      '/gutschein',
    );
    expect(within(menu).getByRole('link', { name: /Fotoabzüge-Shop/ })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Kontakt' })).toBeTruthy();
    expect(
      within(menu)
        .getByRole('link', { name: 'Rufen Sie uns an: 0800 724 86 00' })
        .getAttribute('href'),
    ).toBe('tel:+498007248600');
    expect(document.activeElement && menu.contains(document.activeElement)).toBe(true);
  });

  it('goes to the second level for a nested item and back', () => {
    renderBurger();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wandbilder: mehr' }));
    const menu = screen.getByRole('dialog');
    expect(menu.getAttribute('data-level')).toBe('secondary');
    expect(within(menu).getByRole('heading', { name: 'Wandbilder' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Alle anzeigen' }).getAttribute('href')).toBe(
      '/wandbilder',
    );
    expect(within(menu).getByRole('link', { name: 'Poster' }).getAttribute('href')).toBe(
      '/wandbilder?materialType=poster',
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Zurück' }));
    expect(menu.getAttribute('data-level')).toBe('primary');
  });

  it('keeps one footer accordion open at a time', () => {
    renderBurger();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const service = screen.getByRole('button', { name: 'Service' });
    const products = screen.getByRole('button', { name: 'Produkte' });
    fireEvent.click(service);
    expect(service.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(products);
    expect(service.getAttribute('aria-expanded')).toBe('false');
    expect(products.getAttribute('aria-expanded')).toBe('true');
  });

  it('Escape closes it, unlocks the page and gives the focus back to the button; reopening starts on the first level', () => {
    renderBurger();
    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Wandbilder: mehr' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(screen.getByRole('dialog').getAttribute('data-level')).toBe('primary');
  });

  it('closes when the viewport reaches 1000 px', () => {
    renderBurger();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    act(() => viewportResized(1100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open menu', () => {
    renderBurger();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = screen.getByRole('dialog');
    const focusable = menu.querySelectorAll<HTMLElement>('a[href], button');
    focusable[focusable.length - 1]!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(focusable[0]);
  });
});
