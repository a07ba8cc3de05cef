/**
 * A script pack: the files of one folder (the shell's `/assets/`, or one published remote version
 * under `/remotes/<remote>/<version>/`) sent as one response, `<folder>pack.js?files=a.js,b.js`,
 * run in that order. The pack's address is in the folder its files come from, so a remote entry
 * in it finds its own chunks where it would have from its own address (webpack's automatic
 * public path takes the folder of the running script).
 */
export const packFileName = 'pack.js';

/** The folder the edge serves the shell's build from, and packs it. */
export const shellFolder = '/assets/';

/** Enough for a page's shell and one remote's first-screen files, few enough to build in one go. */
export const maxPackFiles = 40;

// A build's own file name: no folder, no hidden file, no query.
const packableFile = /^[A-Za-z0-9_][\w.-]*\.js$/;

/** The address of a pack of `files` (names in `folder`), in their order. */
export function packHref(folder: string, files: readonly string[]): string {
  return `${folder}${packFileName}?files=${files.map(encodeURIComponent).join(',')}`;
}

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
