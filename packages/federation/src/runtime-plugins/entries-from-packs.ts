// Runs in the host's Module Federation runtime: a remote entry that a script pack brings is taken
// from the pack, however long it is still on its way, rather than asked for a second time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { filesOfScript, packStateAttribute, type PackState } from '../script-packs';

/** The pack that carries the script at `url`, unless it failed (then its files load one by one). */
function packCarrying(url: string): HTMLScriptElement | null {
  const entry = new URL(url, document.baseURI);
  for (const pack of document.querySelectorAll<HTMLScriptElement>(
    `script[${packStateAttribute}]`,
  )) {
    const src = new URL(pack.src, document.baseURI);
    if (src.origin === entry.origin && filesOfScript(src).includes(entry.pathname))
      return pack.getAttribute(packStateAttribute) === ('failed' satisfies PackState) ? null : pack;
  }
  return null;
}

const settled = (pack: HTMLScriptElement) =>
  pack.getAttribute(packStateAttribute) !== ('loading' satisfies PackState)
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        pack.addEventListener('load', () => resolve(), { once: true });
        pack.addEventListener('error', () => resolve(), { once: true });
      });

// Module entries are never packed: only classic scripts (`global`, `var`) declare a container global.
const moduleTypes = new Set(['module', 'esm', 'system']);

type EntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

export default function entriesFromPacks(): ModuleFederationRuntimePlugin {
  return {
    name: 'entries-from-packs',
    async loadEntry({ remoteInfo }) {
      if (typeof document === 'undefined' || moduleTypes.has(remoteInfo.type)) return undefined;
      const pack = packCarrying(remoteInfo.entry);
      if (!pack) return undefined;
      await settled(pack);
      // The container the pack's entry declared; none (the pack failed): the runtime asks for the entry.
      const container = (globalThis as Record<string, unknown>)[remoteInfo.entryGlobalName];
      return (container ?? undefined) as EntryExports;
    },
  };
}
