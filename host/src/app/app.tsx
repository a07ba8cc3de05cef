import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import { hydratingSlots, setPageSlotRendering, SlotRenderingContext } from '@shop/federation/react';
import { shellRoutes } from './routes';

/** The shell's router; the slots the edge rendered hydrate once, everything after renders here. */
export function App({ data }: { data: ShopDocumentData }) {
  const router = useMemo(
    () => createBrowserRouter(shellRoutes(data), { basename: data.storefront.basename || '/' }),
    [data],
  );
  const slots = useMemo(() => {
    const hydrating = hydratingSlots(data.serverRendered ?? [], data.slotAnswers);
    // One claim per slot, whether the shell or a remote's parcel (a nested block) renders it.
    setPageSlotRendering(hydrating);
    return hydrating;
  }, [data]);
  return (
    <SlotRenderingContext.Provider value={slots}>
      <RouterProvider router={router} />
    </SlotRenderingContext.Provider>
  );
}
