import { reloadPageOnce } from '@shop/federation/react';
import { filesOfScript } from '@shop/federation/script-packs';

/** The shell's build manifest as the edge serves it next to the shell's scripts. */
export const appManifestPath = '/assets/assets-manifest.json';
// A shopper who switches tabs often asks at most this often.
const minIntervalMs = 60_000;

type AppManifest = { publicPath?: string; entries?: { main?: { js?: string[] } } };

export type ManifestCheck = 'same' | 'changed' | 'unknown';

/**
 * Compares the shell's current build manifest with the scripts this page runs: a script of the
 * manifest's start entry the page did not load means the shell was deployed anew under the page.
 */
export function compareAppManifest(
  manifest: unknown,
  loadedScripts: readonly string[],
): ManifestCheck {
  const { publicPath, entries } = (manifest ?? {}) as AppManifest;
  const scripts = entries?.main?.js;
  if (typeof publicPath !== 'string' || !Array.isArray(scripts) || scripts.length === 0)
    return 'unknown';
  const loaded = new Set(loadedScripts);
  return scripts.every((file) => loaded.has(`${publicPath}${file}`)) ? 'same' : 'changed';
}

export type ManifestWatchEnvironment = {
  fetchManifest(): Promise<unknown>;
  loadedScripts(): string[];
  /** A dialog may hold what the shopper typed: the reload waits for the next return to the tab. */
  dialogOpen(): boolean;
  reload(reason: string): boolean;
  now(): number;
};

/** One check; the page reloads (once, through the reload guard) when the manifest changed. */
export function createManifestCheck(env: ManifestWatchEnvironment): () => Promise<ManifestCheck> {
  let lastCheck = -Infinity;
  return async () => {
    if (env.now() - lastCheck < minIntervalMs || env.dialogOpen()) return 'unknown';
    lastCheck = env.now();
    let manifest: unknown;
    try {
      manifest = await env.fetchManifest();
    } catch {
      return 'unknown';
    }
    const result = compareAppManifest(manifest, env.loadedScripts());
    if (result === 'changed') env.reload('app manifest changed');
    return result;
  };
}

/** In the browser: checks each time the shopper comes back to the tab. */
export function watchAppManifest(): () => void {
  const check = createManifestCheck({
    fetchManifest: async () => {
      // The manifest keeps its name across builds, so no cache may answer for it.
      const response = await fetch(`${appManifestPath}?at=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`manifest answered ${response.status}`);
      return response.json();
    },
    // A script pack's files ran as much as a script of its own did.
    loadedScripts: () =>
      Array.from(document.scripts).flatMap((script) =>
        script.src ? filesOfScript(new URL(script.src)) : [],
      ),
    dialogOpen: () =>
      document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]') !== null,
    reload: reloadPageOnce,
    now: () => Date.now(),
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
