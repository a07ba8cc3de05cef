import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import {
  gatheringSlots,
  serverRenderedSlots,
  SlotRenderingContext,
  type SlotRendering,
  type SlotRequest,
} from '@shop/federation/react';
import { RenderedTreatmentsContext } from '@shop/flags/react';
import { shellRoutes } from '../app/routes';
import { renderSlotHtml, SlotRenderError } from './render-slot';

export type SlotFailure = {
  remote: string;
  module: string;
  reason: 'timeout' | 'error';
  message: string;
};

export type ShellRenderOptions = {
  /** The page's full URL as the shopper asked for it. */
  url: string;
  /** How long one slot may take, loading its server build included, before the browser renders it. */
  slotBudgetMs: number;
  /** The slot's root component from the pinned version's server build; null when it renders in the browser only. */
  loadModule(remote: string, module: string): Promise<ComponentType<object> | null>;
  onSlotError(failure: SlotFailure): void;
};

export type RenderedShell = { html: string; serverRendered: string[] };

function withDeadline(budgetMs: number): { deadline: Promise<void>; clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  return { deadline, clear: () => clearTimeout(timer) };
}

async function renderSlot(
  slot: SlotRequest,
  options: ShellRenderOptions,
  wrap: (element: ReactElement) => ReactElement,
): Promise<[string, string] | null> {
  const { deadline, clear } = withDeadline(options.slotBudgetMs);
  const timedOut = deadline.then(() => {
    throw new SlotRenderError('the server build did not load in time', 'timeout');
  });
  try {
    const component = await Promise.race([options.loadModule(slot.remote, slot.module), timedOut]);
    if (!component) return null;
    return [slot.key, await renderSlotHtml(component, slot.props, deadline, wrap)];
  } catch (error) {
    options.onSlotError({
      remote: slot.remote,
      module: slot.module,
      reason: error instanceof SlotRenderError ? error.reason : 'error',
      message: String((error as Error)?.message ?? error),
    });
    return null;
  } finally {
    clear();
    timedOut.catch(() => undefined);
  }
}

/**
 * The shell as the browser's first render will produce it: rendered once to learn its slots,
 * then again with the HTML of every slot whose pinned remote rendered it in time. Null when the
 * router answers with a redirect (the browser's router performs it).
 */
export async function renderShell(
  data: ShopDocumentData,
  options: ShellRenderOptions,
): Promise<RenderedShell | null> {
  const handler = createStaticHandler(shellRoutes(data), {
    basename: data.storefront.basename || '/',
  });
  const context = await handler.query(new Request(options.url));
  if (context instanceof Response) return null;
  // The shopper's flag variants, for the shell and every slot alike.
  const withTreatments = (element: ReactElement) => (
    <RenderedTreatmentsContext.Provider value={data.flagTreatments ?? {}}>
      {element}
    </RenderedTreatmentsContext.Provider>
  );
  const render = (rendering: SlotRendering) =>
    renderToString(
      withTreatments(
        <SlotRenderingContext.Provider value={rendering}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </SlotRenderingContext.Provider>,
      ),
    );
  const gathering = gatheringSlots();
  render(gathering.rendering);
  const rendered = await Promise.all(
    gathering.slots().map((slot) => renderSlot(slot, options, withTreatments)),
  );
  const html = new Map(rendered.filter((entry): entry is [string, string] => entry !== null));
  return { html: render(serverRenderedSlots(html)), serverRendered: [...html.keys()] };
}
