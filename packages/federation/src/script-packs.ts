/**
 * A script pack: files of one folder sent as one response, `<folder>pack.js?files=a.js,b.js`, run
 * in that order (ADR 0012): the shell's `/assets/pack.js`, or `/remotes/pack.js` with the page's
 * remote versions' files as `<remote>/<version>/<file>`. Each remote's files run as if from their
 * own address, so its entry finds its chunks where it would have (webpack's automatic public path
 * takes the folder of the running script).
 */
export const packFileName = 'pack.js';

// Slashes stay readable: a remote's file is named `<remote>/<version>/<file>` in the remotes' pack.
const encodeName = (name: string) => encodeURIComponent(name).replaceAll('%2F', '/');

/** The address of a pack of `files` (names in `folder`), in their order. */
export function packHref(folder: string, files: readonly string[]): string {
  return `${folder}${packFileName}?files=${files.map(encodeName).join(',')}`;
}

/** The paths of the files a script ran: a pack's files, or the script's own path. */
export function filesOfScript(src: URL): string[] {
  if (!src.pathname.endsWith(`/${packFileName}`)) return [src.pathname];
  const folder = src.pathname.slice(0, -packFileName.length);
  const files = src.searchParams.get('files');
  return files ? files.split(',').map((name) => `${folder}${name}`) : [];
}

/**
 * The state a pack's script element carries (`loading`, `loaded`, `failed`), set by the script
 * that adds it: the federation runtime waits for a loading pack that carries a remote's entry
 * instead of asking for the entry again.
 */
export const packStateAttribute = 'data-pack-state';

export type PackState = 'loading' | 'loaded' | 'failed';
