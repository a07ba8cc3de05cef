import { requestScope } from './request-scope';

export type DedupeOptions = {
  /** Keep the resolved value for later calls with the same key (a failure is never kept). */
  cache?: boolean;
};

export type DedupeStore = {
  dedupe<T>(key: string, load: () => Promise<T>, options?: DedupeOptions): Promise<T>;
  /** Forget one key, or everything. */
  clear(key?: string): void;
};

/** A store in which calls with the same key share one promise while it runs (and after, when cached). */
export function createDedupeStore(): DedupeStore {
  const running = new Map<string, Promise<unknown>>();
  const cached = new Map<string, Promise<unknown>>();
  return {
    dedupe<T>(key: string, load: () => Promise<T>, options: DedupeOptions = {}): Promise<T> {
      const existing = cached.get(key) ?? running.get(key);
      if (existing) return existing as Promise<T>;
      const promise = load();
      running.set(key, promise);
      if (options.cache) cached.set(key, promise);
      promise.then(
        () => running.delete(key),
        () => {
          running.delete(key);
          if (cached.get(key) === promise) cached.delete(key);
        },
      );
      return promise;
    },
    clear(key?: string) {
      if (key === undefined) {
        running.clear();
        cached.clear();
      } else {
        running.delete(key);
        cached.delete(key);
      }
    },
  };
}

const pageStore = createDedupeStore();

/** Runs `load` once for concurrent calls with the same key; with `cache`, once per page (or server render). */
export function dedupe<T>(
  key: string,
  load: () => Promise<T>,
  options?: DedupeOptions,
): Promise<T> {
  return (requestScope()?.calls ?? pageStore).dedupe(key, load, options);
}

/** Forgets a deduplicated key (or all of them), e.g. after a sign-out. */
export function clearDedupe(key?: string): void {
  pageStore.clear(key);
}
