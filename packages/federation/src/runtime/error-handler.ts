import { addErrorHandler } from 'single-spa';
import { RemoteError, reportRemoteError } from './errors';
import { isChunkLoadFailure, reloadPageOnce } from './reload-guard';

let installed = false;

/**
 * single-spa rethrows lifecycle errors asynchronously when nobody handles them; the shell
 * handles them here so a broken parcel is a logged event, never an uncaught error.
 */
export function installParcelErrorHandler(): void {
  if (installed) return;
  installed = true;
  addErrorHandler((error) => {
    const remote = (error as { appOrParcelName?: string }).appOrParcelName ?? 'unknown';
    reportRemoteError(new RemoteError('runtime', remote, error.message, { cause: error }));
  });
  // The shell's own lazy chunks: one gone after a deploy reloads the page once.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason))
      reloadPageOnce(String((event.reason as Error)?.message ?? event.reason));
  });
}
