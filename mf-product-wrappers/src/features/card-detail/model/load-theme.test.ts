import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shop/api-client';
import type * as ApiClientModule from '@shop/api-client';
import { themePayload, themesPage } from '../../../shared/testing/fixtures';

const api = vi.hoisted(() => ({ fetchTheme: vi.fn(), fetchThemes: vi.fn() }));
vi.mock('@shop/api-client', async (original) => ({
  ...(await original<typeof ApiClientModule>()),
  fetchTheme: api.fetchTheme,
  fetchThemes: api.fetchThemes,
}));

const { loadThemeFx } = await import('./model');

const notFound = new ApiError({ status: 404, method: 'GET', url: '/web-api/themes/x', body: {} });

describe('the card theme of a page', () => {
  it('is the named one when the catalogue knows it', async () => {
    api.fetchTheme.mockResolvedValueOnce(themePayload);
    await expect(loadThemeFx({ themeId: '1017', occasion: 'hochzeit' })).resolves.toBe(
      themePayload,
    );
    expect(api.fetchTheme).toHaveBeenLastCalledWith('1017');
  });

  it('is the occasion’s first theme when the named one is unknown', async () => {
    api.fetchTheme.mockRejectedValueOnce(notFound).mockResolvedValueOnce(themePayload);
    api.fetchThemes.mockResolvedValueOnce(themesPage());
    await loadThemeFx({ themeId: 'hochzeit-1', occasion: 'hochzeit' });
    expect(api.fetchThemes).toHaveBeenLastCalledWith({ category: ['hochzeit'], pageSize: 12 });
    expect(api.fetchTheme).toHaveBeenLastCalledWith(themesPage().themes[0]!.themeId);
  });

  it('fails when the catalogue cannot answer, so the page offers a retry', async () => {
    api.fetchTheme.mockRejectedValueOnce(
      new ApiError({ status: 503, method: 'GET', url: '/x', body: {} }),
    );
    await expect(loadThemeFx({ themeId: '1017', occasion: 'hochzeit' })).rejects.toThrow();
  });
});
