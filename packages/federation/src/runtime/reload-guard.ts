/** Where the last guarded reload is remembered: the path and when, for this browser tab. */
export const reloadGuardKey = 'shop.reload-guard';
/** A second failure on the same path within this time shows the fallback instead of reloading again. */
export const reloadGuardLifetimeMs = 10_000;

export const reloadGuardEvents = {
  reloaded: 'reload-guard-reloaded',
  suppressed: 'reload-guard-suppressed',
} as const;

type GuardRecord = { path: string; at: number };

export type ReloadGuardEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  path: string;
  now: number;
  reload(): void;
  log(line: Record<string, unknown>): void;
};

// What a code chunk or a remote's entry that is gone after a deploy looks like to the loaders.
const chunkFailure =
  /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|RUNTIME-008|Failed to (fetch dynamically imported module|load script)|ScriptExternalLoadError/i;

/** True when an error (or one of its causes) says a script of the app could not be fetched. */
export function isChunkLoadFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { name, message, cause } = current as {
      name?: string;
      message?: string;
      cause?: unknown;
    };
    if (chunkFailure.test(`${name ?? ''} ${message ?? String(current)}`)) return true;
    current = cause;
  }
  return false;
}

function readRecord(storage: ReloadGuardEnvironment['storage']): GuardRecord | null {
  try {
    const record = JSON.parse(storage.getItem(reloadGuardKey) ?? 'null') as GuardRecord | null;
    return record && typeof record.path === 'string' && typeof record.at === 'number'
      ? record
      : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page once when its code changed under it (a chunk or remote entry gone after a
 * deploy, a changed manifest): the new document brings the current release. A record of the path
 * stops a second reload within ten seconds, so a chunk that stays broken shows the fallback.
 */
export function reloadOnce(reason: string, env: ReloadGuardEnvironment): boolean {
  const record = readRecord(env.storage);
  if (record && record.path === env.path && env.now - record.at < reloadGuardLifetimeMs) {
    env.log({ event: reloadGuardEvents.suppressed, reason, path: env.path });
    return false;
  }
  try {
    env.storage.setItem(reloadGuardKey, JSON.stringify({ path: env.path, at: env.now }));
  } catch {
    // Without storage there is no loop guard: better the fallback than reloading forever.
    env.log({
      event: reloadGuardEvents.suppressed,
      reason,
      path: env.path,
      storage: 'unavailable',
    });
    return false;
  }
  env.log({ event: reloadGuardEvents.reloaded, reason, path: env.path });
  env.reload();
  return true;
}

/** The guard in a browser page: session storage, the current path, location.reload. */
export function reloadPageOnce(reason: string): boolean {
  if (typeof window === 'undefined') return false;
  return reloadOnce(reason, {
    storage: window.sessionStorage,
    path: `${location.pathname}${location.search}`,
    now: Date.now(),
    reload: () => location.reload(),
    log: (line) => console.warn(JSON.stringify(line)),
  });
}
