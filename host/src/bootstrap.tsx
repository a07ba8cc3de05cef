import { startTransition } from 'react';
import { readShopData } from './shared/shop-data';
import { nextTask } from './app/next-task';
import './app/base.css';

const data = readShopData();
const root = document.getElementById('root')!;

// The shell's modules run their code when imported, each phase in a task of its own: one long
// start would keep the page from answering a tap. Eager: they come in the boot files, no request.
const loadPageServices = () => import(/* webpackMode: "eager" */ './app/page-services');
// Then the shopper: the flag client reads and writes its cookies as it starts.
const loadShopperServices = () => import(/* webpackMode: "eager" */ './app/shopper-services');
// React DOM's module code alone is the longest of them; the remotes' runtime needs it first.
const loadRemoteServices = () => import(/* webpackMode: "eager" */ './app/remote-services');
// What the page needs once it has settled: its own chunk, after the first screen.
const loadSettledServices = () => import('./app/settled-services');
const loadRenderer = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/app'),
  ]);
type ShopperServices = Awaited<ReturnType<typeof loadShopperServices>>;
type RemoteServices = Awaited<ReturnType<typeof loadRemoteServices>>;
type Renderer = Awaited<ReturnType<typeof loadRenderer>>;

function renderShell(
  [{ createRoot, hydrateRoot }, { App }]: Renderer,
  { afterPageSettles }: ShopperServices,
): void {
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
  // So does the watch for a shell deployed anew, which matters when the shopper returns to the tab.
  afterPageSettles(() => {
    loadSettledServices().then(
      ({ startCustomerSession, watchAppManifest }) => {
        startCustomerSession(location.search);
        watchAppManifest();
      },
      (error: unknown) =>
        console.error({
          event: 'settled-services-load-failed',
          message: String((error as Error)?.message ?? error),
        }),
    );
  });
}

function messagesFailed(
  error: unknown,
  render: () => void,
  { isChunkLoadFailure, reloadPageOnce }: RemoteServices,
): void {
  console.error({
    event: 'messages-load-failed',
    message: String((error as Error)?.message ?? error),
  });
  // A chunk gone after a deploy: the new document brings the current one.
  if (isChunkLoadFailure(error) && reloadPageOnce('messages')) return;
  // Hydrating without the language would put key names over the server's texts: its page stays
  // as sent, links working. A page the browser renders itself shows what it can.
  if (!root.hasChildNodes()) render();
}

async function start(): Promise<void> {
  // Not in the task that brought the boot files, where the runtime resolved the shared modules.
  await nextTask();
  const page = await loadPageServices();
  page.configurePageApiClient(data);
  const switches = page.readPageSwitches(location.search);
  // The page's language arrives with the boot files (the edge preloads it); every translator reads it.
  // Its failure is kept as a value until the renderer is there, so it is never an unhandled rejection.
  const messages = page.loadMessages(data.storefront.locale).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  await nextTask();
  const shopper = await loadShopperServices();
  shopper.startPageFlags(data, switches, root.hasChildNodes());
  // Hydration renders the variants the edge rendered; the client's own follow once it is ready.
  shopper.setPageTreatments(data.flagTreatments);
  await nextTask();
  const remotes = await loadRemoteServices();
  remotes.installParcelErrorHandler();
  remotes.registerReleaseSet(data.releaseSet, data.overrides);
  // Page loads and remote failures per release set decide whether a canary stays; logging=0 sends none.
  if (!switches.loggingOff)
    remotes.startRemoteHealthReporter({
      releaseSet: data.releaseSet,
      overrides: data.overrides,
      send: remotes.sendHealthReport,
    });
  await nextTask();
  const renderer = await loadRenderer();
  await nextTask();
  const render = () => renderShell(renderer, shopper);
  const failure = await messages;
  if (failure) messagesFailed(failure.error, render, remotes);
  else render();
}

start().catch((error: unknown) =>
  console.error({
    event: 'shell-start-failed',
    message: String((error as Error)?.message ?? error),
  }),
);
