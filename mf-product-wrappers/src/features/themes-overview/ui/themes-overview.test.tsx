import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { themesPage } from '../../../shared/testing/fixtures';
import { loadThemesFx, writeUrlFx } from '../model/model';

describe('ThemesOverview', () => {
  it('shows the theme tiles with labels and from-prices, and a retry after a failed load', async () => {
    const { ThemesOverviewContainer } = await import('./themes-overview');
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return themesPage();
    });
    loadThemesFx.use(load);
    writeUrlFx.use(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <ThemesOverviewContainer
          storefront={{ channel: 'kartenliebe', country: 'de', locale: 'de-DE', basename: '' }}
          headline="Hochzeitskarten"
          occasion="hochzeit"
          pageSize={12}
        />,
      );
    });
    expect(screen.getByRole('alert').textContent).toContain('Das konnte nicht geladen werden');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    const tiles = screen.getAllByTestId('theme-tile');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]!.querySelector('a')!.getAttribute('href')).toBe('/themes/hochzeit-1');
    expect(tiles[0]!.textContent).toContain('Neu');
    expect(tiles[0]!.textContent!.replace(/\s/g, ' ')).toContain('ab 1,49 €');
    expect(screen.getByTestId('overview-count').textContent).toBe('2 Designs');
    log.mockRestore();
  });
});
