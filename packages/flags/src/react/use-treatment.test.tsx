import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initFlags } from '../client';
import { RenderedTreatmentsContext, setPageTreatments } from './rendered-treatments';
import { resetPage, testOptions, whenReady } from '../testing/page';
import { useTreatment } from './use-treatment';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Layout() {
  return <span>{useTreatment('layout')}</span>;
}

describe('useTreatment with server rendering', () => {
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(async () => {
    await resetPage();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    if (root) act(() => root!.unmount());
    root = undefined;
    container.remove();
    setPageTreatments(undefined);
    await resetPage();
  });

  it('renders control on the server, even with a ready client', async () => {
    const client = initFlags(testOptions().options);
    await whenReady(client);
    expect(renderToString(<Layout />)).toBe('<span>control</span>');
  });

  it('hydrates with control, matching the server HTML, then shows the real treatment', async () => {
    const page = testOptions();
    const client = initFlags(page.options);
    await whenReady(client);
    container.innerHTML = renderToString(<Layout />);
    const recoverableErrors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Layout />, { onRecoverableError: recoverableErrors });
    });
    expect(container.innerHTML).toBe('<span>v2</span>');
    expect(recoverableErrors).not.toHaveBeenCalled();
    // Only the treatment actually shown reaches analytics, not the hydration's placeholder.
    expect(page.evaluations).toEqual([{ feature: 'layout', treatment: 'v2', source: 'sdk' }]);
  });

  it('renders the variant the edge evaluated for the request, on the server', () => {
    expect(
      renderToString(
        <RenderedTreatmentsContext.Provider value={{ layout: 'v2' }}>
          <Layout />
        </RenderedTreatmentsContext.Provider>,
      ),
    ).toBe('<span>v2</span>');
  });

  it("hydrates with the document's variant and keeps it until the client answers", async () => {
    container.innerHTML = '<span>v2</span>';
    setPageTreatments({ layout: 'v2' });
    const recoverableErrors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Layout />, { onRecoverableError: recoverableErrors });
    });
    // No client yet: the server's variant stays rather than switching to control and back.
    expect(container.innerHTML).toBe('<span>v2</span>');
    expect(recoverableErrors).not.toHaveBeenCalled();
  });
});
