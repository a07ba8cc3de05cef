// What a pack is and its address: `src/shared/script-pack.ts`, which the browser's shell reads too.
import { packFileName, packHref } from '../../src/shared/script-pack';

export { packFileName, packHref };

/** A pack's source map, beside the pack in its folder. */
export const packMapFileName = `${packFileName}.map`;

/** The address of the map of a pack of `files`, relative to the pack. */
export const packMapHref = (files: readonly string[]): string =>
  packHref('', files).replace(packFileName, packMapFileName);

/** The folder the edge serves the shell's build from, and packs it. */
export const shellFolder = '/assets/';

/** One published remote version's folder, `/remotes/<remote>/<version>/`, at the start of a path. */
export const remoteFolder = /^\/remotes\/[a-z][a-z0-9_]*\/[0-9A-Za-z][\w.+-]*\//;

/** Enough for a page's shell and one remote's first-screen files, few enough to build in one go. */
export const maxPackFiles = 40;

// A build's own file name: no folder, no hidden file, no query.
const packableFile = /^[A-Za-z0-9_][\w.-]*\.js$/;

/** Where a file of that folder can go in a pack: its name, or null (a subfolder, another folder). */
export function packableName(folder: string, href: string): string | null {
  if (!href.startsWith(folder)) return null;
  const name = href.slice(folder.length);
  return packableFile.test(name) ? name : null;
}

export type PackFiles = { files: string[] } | { error: string };

/** The file names a pack request asks for, or what is wrong with it, in words a developer acts on. */
export function parsePackFiles(files: unknown): PackFiles {
  if (typeof files !== 'string' || files === '')
    return { error: 'Name the files of the pack: ?files=a.js,b.js' };
  const names = files.split(',');
  if (names.length > maxPackFiles)
    return { error: `A pack holds at most ${maxPackFiles} files; this one names ${names.length}` };
  const unfit = names.find((name) => !packableFile.test(name));
  if (unfit !== undefined)
    return { error: `"${unfit}" is not the name of a script in this folder` };
  if (new Set(names).size !== names.length) return { error: 'A pack names each file once' };
  return { files: names };
}
