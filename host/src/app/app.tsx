import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import { hydratingSlots, setPageSlotRendering, SlotRenderingContext } from '@shop/federation/react';
import { ShellRoutes } from './routes';

/** The shell's router; the slots the edge rendered hydrate once, everything after renders here. */
export function App({ data }: { data: ShopDocumentData }) {
  const slots = useMemo(() => {
    const hydrating = hydratingSlots(data.serverRendered ?? [], data.slotAnswers);
    // One claim per slot, whether the shell or a remote's parcel (a nested block) renders it.
    setPageSlotRendering(hydrating);
    return hydrating;
  }, [data]);
  return (
    <SlotRenderingContext.Provider value={slots}>
      <BrowserRouter basename={data.storefront.basename || '/'}>
        <ShellRoutes data={data} />
      </BrowserRouter>
    </SlotRenderingContext.Provider>
  );
}
