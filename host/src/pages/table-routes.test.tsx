// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopDocumentData } from '@shop/contracts';
import { tableRoutes } from './table-routes';

const data = {
  storefront: { channel: 'wallart', country: 'de', locale: 'de-DE', platform: 'web', basename: '' },
  environment: 'test',
  releaseSet: { id: 1, channel: 'wallart', environment: 'test', remotes: {} },
  overrides: {},
  remoteTimeoutMs: 100,
  hotline: null,
  navigation: null,
  integrations: { googleClientId: null, recaptchaSiteKey: null },
  flags: { sdkKey: null, readyTimeoutMs: 100 },
  page: { status: 'shell', story: null },
} as unknown as ShopDocumentData;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', children: tableRoutes(data) }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('the router’s route table', () => {
  it.each([
    ['/products', 'product', 'Produkte'],
    ['/products/calendar', 'product', 'Produkte'],
    ['/themes/123', 'themes', 'Motive'],
  ])(
    '%s shows the %s page’s fallback while its remote is not pinned',
    async (path, name, title) => {
      renderAt(path);
      expect(await screen.findByTestId(`${name}-page-fallback`)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(screen.queryByTestId('page-skeleton')).toBeNull();
      expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    },
  );

  it('adds the locale to a configurator path, keeping the rest of the query', async () => {
    const router = renderAt('/configurator-card?designId=7');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/configurator-card');
    expect(router.state.location.search).toBe('?designId=7&locale=de-DE');
  });

  it('shows the error page, not the themes page, for a themes path without an id', async () => {
    renderAt('/themes');
    await act(async () => {});
    expect(screen.queryByTestId('themes-page-fallback')).toBeNull();
    expect(screen.getByTestId('page').getAttribute('data-page-status')).toBe('shell');
  });
});
