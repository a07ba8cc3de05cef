import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { RemoteError } from './errors';
import { isChunkLoadFailure, reloadPageOnce } from './reload-guard';

export const defaultLoadTimeoutMs = 8000;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The mark orders the time-out against the slot's own load-start and fallback marks.
      performance.mark(`remote-timeout:${remote}`);
      reject(new RemoteError('timeout', remote, `${remote} did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isParcelConfig(value: unknown): value is ParcelConfig {
  const candidate = value as { mount?: unknown; unmount?: unknown } | null;
  return typeof candidate?.mount === 'function' && typeof candidate.unmount === 'function';
}

/** Loads an exposed single-spa parcel (`./Header` of `mf_navigation`), failing after `timeoutMs`. */
export async function loadParcel(
  remote: string,
  module: string,
  timeoutMs = defaultLoadTimeoutMs,
): Promise<ParcelConfig> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let exported: unknown;
  try {
    exported = await withTimeout(loadRemote<unknown>(id), timeoutMs, remote);
  } catch (error) {
    if (error instanceof RemoteError) throw error;
    // A script that is gone means the release changed under the page: the new document has it.
    if (isChunkLoadFailure(error)) reloadPageOnce(`${id}: ${(error as Error)?.message ?? error}`);
    throw new RemoteError(
      'load',
      remote,
      `${id} failed to load: ${(error as Error)?.message ?? error}`,
      { cause: error },
    );
  }
  const parcel = (exported as { default?: unknown } | null)?.default ?? exported;
  if (!isParcelConfig(parcel)) {
    throw new RemoteError('load', remote, `${id} does not export a single-spa parcel`);
  }
  return parcel;
}
