import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ApiBaseUrls } from '@shop/api-client';
import type { ShopDocumentData, SlotAnswers } from '@shop/contracts';
import {
  gatheringSlots,
  PageSearchContext,
  recordingSlotAnswers,
  serverRenderedSlots,
  SlotAnswersContext,
  SlotRenderingContext,
  type SlotRendering,
  type SlotRequest,
} from '@shop/federation/react';
import { RenderedTreatmentsContext } from '@shop/flags/react';
import { loadMessages, messageGroups } from '@shop/i18n';
import { ShellRoutes } from '../app/routes';
import { renderSlotHtml, SlotRenderError } from './render-slot';
import { runInRequestScope, serverApiClient, serverCalls } from './request-scope';

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
  /** Where slots' calls go on the server; without them a slot that loads data renders in the browser. */
  apiBaseUrls?: ApiBaseUrls;
  /** The catalogue's change number as the edge last heard it: answers kept from before it are not used. */
  catalogueChange?: number;
};

export type RenderedShell = {
  html: string;
  serverRendered: string[];
  /** Slot → what its server render loaded, for the browser to hydrate from; only slots that loaded. */
  answers: Record<string, SlotAnswers>;
};

function withDeadline(budgetMs: number): { deadline: Promise<void>; clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  return { deadline, clear: () => clearTimeout(timer) };
}

type RenderedSlot = {
  key: string;
  html: string;
  nested: string[];
  answers: Record<string, SlotAnswers>;
};

/** The slot's own answers under its key, beside those of the slots it nests. */
function answersOf(key: string, own: SlotAnswers, nested: RenderedSlot[] = []) {
  return Object.assign(
    Object.keys(own).length > 0 ? { [key]: own } : {},
    ...nested.map((entry) => entry.answers),
  ) as Record<string, SlotAnswers>;
}

/**
 * A slot's HTML from its pinned server build. When its HTML holds slots of its own (a calculator
 * block inside a content page), those render the same way, one level deep and within half the
 * budget, and the slot renders again around them; a slot without any renders once.
 */
async function renderSlot(
  slot: SlotRequest,
  options: ShellRenderOptions,
  wrap: (element: ReactElement) => ReactElement,
  depth = 0,
): Promise<RenderedSlot | null> {
  const { deadline, clear } = withDeadline(
    depth === 0 ? options.slotBudgetMs : options.slotBudgetMs / 2,
  );
  const timedOut = deadline.then(() => {
    throw new SlotRenderError('the server build did not load in time', 'timeout');
  });
  try {
    const component = await Promise.race([options.loadModule(slot.remote, slot.module), timedOut]);
    if (!component) return null;
    const recording = recordingSlotAnswers();
    const renderWith = (rendering: SlotRendering) =>
      renderSlotHtml(component, slot.props, deadline, (element) =>
        wrap(
          <SlotRenderingContext.Provider value={rendering}>
            <SlotAnswersContext.Provider value={recording.source}>
              {element}
            </SlotAnswersContext.Provider>
          </SlotRenderingContext.Provider>,
        ),
      );
    const inner = gatheringSlots();
    const alone = await renderWith(
      serverRenderedSlots(new Map(), depth === 0 ? inner.request : undefined),
    );
    const nested = (
      await Promise.all(
        inner.slots().map((nestedSlot) => renderSlot(nestedSlot, options, wrap, depth + 1)),
      )
    ).filter((entry) => entry !== null);
    if (nested.length === 0)
      return {
        key: slot.key,
        html: alone,
        nested: [],
        answers: answersOf(slot.key, recording.answers()),
      };
    const html = await renderWith(
      serverRenderedSlots(new Map(nested.map((entry) => [entry.key, entry.html]))),
    );
    return {
      key: slot.key,
      html,
      nested: nested.map((entry) => entry.key),
      answers: answersOf(slot.key, recording.answers(), nested),
    };
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
 * then again with the HTML of every slot whose pinned remote rendered it in time.
 */
export async function renderShell(
  data: ShopDocumentData,
  options: ShellRenderOptions,
): Promise<RenderedShell> {
  // Translators read the catalogue synchronously while rendering; it loads once per language, with
  // every group of texts (in the browser each comes with what shows it).
  await loadMessages(data.storefront.locale, messageGroups);
  const url = new URL(options.url);
  // The shopper's flag variants and the page's query, for the shell and every slot alike.
  const search = url.search.replace(/^\?/, '');
  const withTreatments = (element: ReactElement) => (
    <RenderedTreatmentsContext.Provider value={data.flagTreatments ?? {}}>
      <PageSearchContext.Provider value={search}>{element}</PageSearchContext.Provider>
    </RenderedTreatmentsContext.Provider>
  );
  const render = (rendering: SlotRendering) =>
    renderToString(
      withTreatments(
        <SlotRenderingContext.Provider value={rendering}>
          <StaticRouter
            location={url.pathname + url.search}
            basename={data.storefront.basename || '/'}
          >
            <ShellRoutes data={data} />
          </StaticRouter>
        </SlotRenderingContext.Provider>,
      ),
    );
  const gathering = gatheringSlots();
  render(gathering.rendering);
  const renderSlots = () =>
    Promise.all(gathering.slots().map((slot) => renderSlot(slot, options, withTreatments)));
  // The slots' calls, made without a client of their own, go out for this page's storefront.
  const rendered = (
    options.apiBaseUrls
      ? await runInRequestScope(
          {
            client: serverApiClient(data.storefront, options.apiBaseUrls, options.slotBudgetMs),
            calls: serverCalls(options.catalogueChange),
          },
          renderSlots,
        )
      : await renderSlots()
  ).filter((entry) => entry !== null);
  const html = new Map(rendered.map((entry) => [entry.key, entry.html]));
  return {
    html: render(serverRenderedSlots(html)),
    serverRendered: rendered.flatMap((entry) => [entry.key, ...entry.nested]),
    answers: Object.assign({}, ...rendered.map((entry) => entry.answers)),
  };
}
