// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p id="faq">page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scrolling on navigation', () => {
  it('starts a new page at the top', async () => {
    const router = renderAt('/wandbilder');
    scrollTo.mockClear();
    await act(() => router.navigate('/leinwand'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('keeps the position for a query change, back/forward and links that ask for it', async () => {
    const router = renderAt('/wandbilder');
    scrollTo.mockClear();
    await act(() => router.navigate('/wandbilder?sort=price'));
    await act(() => router.navigate('/leinwand', { state: { keepScroll: true } }));
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to a hash target instead of the top', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderAt('/wandbilder');
    scrollTo.mockClear();
    await act(() => router.navigate('/leinwand#faq'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps to the hash target without animation when the shopper prefers reduced motion', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    try {
      const router = renderAt('/wandbilder');
      await act(() => router.navigate('/leinwand#faq'));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
