import type { ShellFile, ShellPack } from '../../src/shared/paint-first';
import { packHref, packableName, remoteFolder, remotesFolder, shellFolder } from './pack-url';

/** What a server-rendered page's paint-first script asks for once the page has painted. */
export type PaintFirstRequests = { packs: ShellPack[]; files: ShellFile[]; entries: string[] };

// A published remote version's folder (a packable name has one); a remote served from elsewhere is not packed.
const remoteFolderOf = (href: string) => remoteFolder.exec(href)?.[0] ?? null;

/**
 * The shell's files and the page's remote scripts, in packs when `packs` is on: the shell's chunks
 * with its entry last in one, the same on every page of a language; then the page's remote
 * versions in one more, each version's entry first and then the chunks of the page's modules (one
 * compressed stream: the remote entries' bundler code, much alike, costs little after the first).
 * A file no pack can hold (a module-type remote's, another origin's) is requested on its own,
 * after the packs.
 */
export function paintFirstRequests(
  shell: { publicPath: string; chunks: string[]; entries: string[] },
  remoteScripts: readonly ShellFile[],
  { packs: packing }: { packs: boolean },
): PaintFirstRequests {
  const at = (file: string) => `${shell.publicPath}${file}`;
  const chunks: ShellFile[] = shell.chunks.map((file) => ({ href: at(file), as: 'chunk' }));
  const entries = shell.entries.map(at);
  // Packed where the edge serves the build itself, not from another origin.
  const shellNames = [...shell.chunks, ...shell.entries].flatMap((file) => {
    const name = packableName(shellFolder, at(file));
    return name ? [name] : [];
  });
  // A remote's pack runs its entry at once, which needs the shell's runtime: no shell pack, no packs.
  if (!packing || shellNames.length !== shell.chunks.length + shell.entries.length)
    return {
      packs: [],
      files: [
        ...entries.map((href): ShellFile => ({ href, as: 'script' })),
        ...chunks,
        ...remoteScripts,
      ],
      entries,
    };
  const packs: ShellPack[] = [
    {
      href: packHref(shellFolder, shellNames),
      files: [...chunks, ...entries.map((href) => ({ href, as: 'entry' as const }))],
    },
  ];
  // Each version's files together, in the order the page first names the version.
  const byFolder = new Map<string, { file: ShellFile; name: string }[]>();
  const files: ShellFile[] = [];
  for (const file of remoteScripts) {
    const name = file.as === 'script' ? packableName(remotesFolder, file.href) : null;
    if (!name) files.push(file);
    else {
      const folder = remoteFolderOf(file.href)!;
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), { file, name }]);
    }
  }
  const packed = [...byFolder.values()].flat();
  if (packed.length > 0)
    packs.push({
      href: packHref(
        remotesFolder,
        packed.map(({ name }) => name),
      ),
      files: packed.map(({ file }) => file),
    });
  return { packs, files, entries: [] };
}
