import { startTransition } from 'react';
import {
  installParcelErrorHandler,
  isChunkLoadFailure,
  registerReleaseSet,
  reloadPageOnce,
} from '@shop/federation/react';
import { loadMessages } from '@shop/i18n';
import { readShopData } from './shared/shop-data';
import { configurePageApiClient } from './app/api-client';
import { startPageFlags } from './app/flags';
import { nextTask } from './app/next-task';
import { afterPageSettles } from './app/after-page-settles';
import { setPageTreatments } from '@shop/flags/react';
import { readPageSwitches } from './features/consent';
import { sendHealthReport, startRemoteHealthReporter } from './features/remote-health';
import { watchAppManifest } from './features/app-manifest';
import { startCustomerSession } from './features/customer-session';
import './app/base.css';

const data = readShopData();
const root = document.getElementById('root')!;

// The shell's UI and React's renderer run their module code only when imported, in a task of
// their own: one long start would keep the page from answering a tap.
const loadRenderer = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/app'),
  ]);
type Renderer = Awaited<ReturnType<typeof loadRenderer>>;

function renderShell([{ createRoot, hydrateRoot }, { App }]: Renderer): void {
  // The edge rendered the shell (and the slots it lists) into the document: hydrate it. As a
  // transition React hydrates in slices and yields to the browser between them; a click on the
  // page before it is done hydrates at once.
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, <App data={data} />, {
        onRecoverableError: (error) =>
          console.error({
            event: 'hybrid-ssr-error',
            phase: 'hydrate',
            message: String((error as Error)?.message ?? error),
          }),
      });
    });
  else createRoot(root).render(<App data={data} />);
  // The header shows the anonymous state the edge rendered until the customer arrives: asked for
  // once the page has settled, the API client's transport (axios) does not compete with hydration.
  startCustomerSession(location.search, afterPageSettles);
}

function messagesFailed(error: unknown, renderer: Renderer): void {
  console.error({
    event: 'messages-load-failed',
    message: String((error as Error)?.message ?? error),
  });
  // A chunk gone after a deploy: the new document brings the current one.
  if (isChunkLoadFailure(error) && reloadPageOnce('messages')) return;
  // Hydrating without the language would put key names over the server's texts: its page stays
  // as sent, links working. A page the browser renders itself shows what it can.
  if (!root.hasChildNodes()) renderShell(renderer);
}

async function start(): Promise<void> {
  installParcelErrorHandler();
  // A shell deployed anew while the tab was away: the page reloads once when the shopper returns.
  watchAppManifest();
  configurePageApiClient(data);
  const switches = readPageSwitches(location.search);
  // The page's language arrives with the boot files (the edge preloads it); every translator reads it.
  // Its failure is kept as a value until the renderer is there, so it is never an unhandled rejection.
  const messages = loadMessages(data.storefront.locale).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  await nextTask();
  startPageFlags(data, switches, root.hasChildNodes());
  registerReleaseSet(data.releaseSet, data.overrides);
  // Hydration renders the variants the edge rendered; the client's own follow once it is ready.
  setPageTreatments(data.flagTreatments);
  // Page loads and remote failures per release set decide whether a canary stays; logging=0 sends none.
  if (!switches.loggingOff)
    startRemoteHealthReporter({
      releaseSet: data.releaseSet,
      overrides: data.overrides,
      send: sendHealthReport,
    });
  await nextTask();
  const renderer = await loadRenderer();
  await nextTask();
  const failure = await messages;
  if (failure) messagesFailed(failure.error, renderer);
  else renderShell(renderer);
}

start().catch((error: unknown) =>
  console.error({
    event: 'shell-start-failed',
    message: String((error as Error)?.message ?? error),
  }),
);
