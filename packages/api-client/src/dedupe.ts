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

export type DedupeStoreOptions = {
  /** Keep every answer this long, whatever the caller asked (the edge's store shared by its renders). */
  keepAnswersMs?: number;
  /** At most this many kept answers; the oldest go first. */
  maxKept?: number;
};

/** A store in which calls with the same key share one promise while it runs (and after, when cached). */
export function createDedupeStore({
  keepAnswersMs,
  maxKept = Infinity,
}: DedupeStoreOptions = {}): DedupeStore {
  const running = new Map<string, Promise<unknown>>();
  const cached = new Map<string, { promise: Promise<unknown>; until: number }>();
  const keptAnswer = (key: string) => {
    const entry = cached.get(key);
    if (entry && entry.until <= Date.now()) cached.delete(key);
    else return entry?.promise;
  };
  const keep = (key: string, promise: Promise<unknown>, until: number) => {
    cached.delete(key);
    cached.set(key, { promise, until });
    // Map order is insertion order: the first key is the oldest.
    if (cached.size > maxKept) cached.delete(cached.keys().next().value!);
  };
  return {
    dedupe<T>(key: string, load: () => Promise<T>, options: DedupeOptions = {}): Promise<T> {
      const existing = keptAnswer(key) ?? running.get(key);
      if (existing) return existing as Promise<T>;
      const promise = load();
      running.set(key, promise);
      if (options.cache && keepAnswersMs === undefined) keep(key, promise, Infinity);
      promise.then(
        () => {
          running.delete(key);
          if (keepAnswersMs !== undefined) keep(key, promise, Date.now() + keepAnswersMs);
        },
        () => {
          running.delete(key);
          if (cached.get(key)?.promise === promise) cached.delete(key);
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
