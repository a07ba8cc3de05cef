/** How a value was served: from a fresh entry, loaded, refreshed, or stale because refreshing was slow or failed. */
export type CacheState = 'hit' | 'miss' | 'revalidated' | 'stale' | 'stale-if-error' | 'bypass';

export type SwrOptions = {
  /** Served without asking upstream while younger than this. */
  freshMs: number;
  /** After fresh: a refresh slower than `revalidateWaitMs` serves the stale value meanwhile, for this long. */
  staleWhileRevalidateMs: number;
  revalidateWaitMs: number;
  /** When refreshing fails, the last good value is served up to this age. */
  staleIfErrorMs: number;
  maxEntries: number;
  now?: () => number;
  onStaleServed?: (key: string, ageMs: number, error: unknown) => void;
  onRefreshFailed?: (key: string, error: unknown) => void;
};

type Entry<T> = { value: T; storedAt: number };

const timedOut = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  if (!Number.isFinite(ms)) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * An in-memory cache with fresh / stale-while-revalidate / stale-if-error semantics. Identical
 * concurrent loads share one upstream call, cached or not. Least recently used entries go first.
 */
export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: SwrOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(
    key: string,
    load: () => Promise<T>,
    mode: { store: boolean } = { store: true },
  ): Promise<{ value: T; state: CacheState }> {
    const entry = mode.store ? this.entries.get(key) : undefined;
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.freshMs) {
      this.touch(key, entry);
      return { value: entry.value, state: 'hit' };
    }
    const pending = this.refresh(key, load, mode.store);
    if (!entry) return { value: await pending, state: mode.store ? 'miss' : 'bypass' };
    const inWindow = age < this.options.freshMs + this.options.staleWhileRevalidateMs;
    try {
      const result = await within(pending, inWindow ? this.options.revalidateWaitMs : Infinity);
      if (result === timedOut) return { value: entry.value, state: 'stale' };
      return { value: result, state: 'revalidated' };
    } catch (error) {
      if (age > this.options.staleIfErrorMs) throw error;
      this.options.onStaleServed?.(key, age, error);
      return { value: entry.value, state: 'stale-if-error' };
    }
  }

  /** Drops every entry (tests and admin use). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private refresh(key: string, load: () => Promise<T>, store: boolean): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = (async () => {
      try {
        const value = await load();
        if (store) this.touch(key, { value, storedAt: this.now() });
        return value;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, promise);
    // A refresh may outlive the request that started it; its failure is reported here, never lost.
    promise.catch((error) => this.options.onRefreshFailed?.(key, error));
    return promise;
  }

  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
