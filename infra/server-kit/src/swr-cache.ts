/** How a value was served: from a fresh entry, loaded, refreshed, or stale because refreshing was slow or failed. */
export type CacheState = 'hit' | 'miss' | 'revalidated' | 'stale' | 'stale-if-error' | 'bypass';

export type SwrOptions<T = unknown> = {
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
  /** A second level other instances share (Redis); the in-memory level stays in front of it. */
  shared?: SharedLevel<T>;
};

/** `expired`: a change notice came after it was stored; it is reloaded, yet still the last good copy. */
export type CacheEntry<T> = { value: T; storedAt: number; expired?: boolean };
type Entry<T> = CacheEntry<T>;

/** Both calls must settle quickly and never reject: a missing shared level is only a miss. */
export type SharedLevel<T> = {
  read(key: string): Promise<CacheEntry<T> | undefined>;
  /** Called as a load starts; the returned function stores what the load brought. */
  loading(key: string): (entry: CacheEntry<T>) => void;
};

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
  /** Moves on every `expire`, so a load that overlapped a change notice is stored expired. */
  private epoch = 0;

  constructor(private readonly options: SwrOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  async get(
    key: string,
    load: () => Promise<T>,
    mode: { store: boolean } = { store: true },
  ): Promise<{ value: T; state: CacheState }> {
    let entry = mode.store ? this.entries.get(key) : undefined;
    if (entry && this.isFresh(entry)) {
      this.touch(key, entry);
      return { value: entry.value, state: 'hit' };
    }
    if (mode.store && this.options.shared) {
      entry = await this.fromShared(key, entry);
      if (entry && this.isFresh(entry)) return { value: entry.value, state: 'hit' };
    }
    const age = entry ? this.now() - entry.storedAt : Infinity;
    const pending = this.refresh(key, load, mode.store);
    if (!entry) return { value: await pending, state: mode.store ? 'miss' : 'bypass' };
    // An expired entry is not served while the change loads; it stays for stale-if-error only.
    const inWindow =
      !entry.expired && age < this.options.freshMs + this.options.staleWhileRevalidateMs;
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

  /** Marks matching entries expired: the next request loads them, keeping them as the last good copy. */
  expire(matches: (key: string) => boolean): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries)
      if (matches(key)) this.entries.set(key, { ...entry, expired: true });
    // A load already running may bring the old version; later requests start their own.
    for (const key of [...this.inflight.keys()]) if (matches(key)) this.inflight.delete(key);
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
      const epoch = this.epoch;
      const storeShared = store ? this.options.shared?.loading(key) : undefined;
      const value = await load();
      if (store) {
        const entry = { value, storedAt: this.now(), expired: epoch !== this.epoch };
        // A load that overlapped a change never replaces what a later load stored.
        if (!entry.expired || this.entries.get(key)?.expired !== false) this.touch(key, entry);
        if (!entry.expired) storeShared?.(entry);
      }
      return value;
    })();
    this.inflight.set(key, promise);
    const done = () => {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    };
    promise.then(done, done);
    // A refresh may outlive the request that started it; its failure is reported here, never lost.
    promise.catch((error) => this.options.onRefreshFailed?.(key, error));
    return promise;
  }

  private isFresh(entry: Entry<T>): boolean {
    return !entry.expired && this.now() - entry.storedAt < this.options.freshMs;
  }

  /** The shared entry when it is newer than this instance's own (another instance loaded it). */
  private async fromShared(key: string, own: Entry<T> | undefined) {
    const epoch = this.epoch;
    let shared: Entry<T> | undefined;
    try {
      shared = await this.options.shared?.read(key);
    } catch {
      shared = undefined;
    }
    const current = this.entries.get(key) ?? own;
    if (!shared || (current && shared.storedAt <= current.storedAt)) return current;
    const adopted = { ...shared, expired: Boolean(shared.expired) || epoch !== this.epoch };
    this.touch(key, adopted);
    return adopted;
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
