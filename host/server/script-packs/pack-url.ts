// What a pack is and its address, which the browser's shell and federation runtime read too.
import { packFileName, packHref } from '@shop/federation/script-packs';

export { packFileName, packHref };

/** A pack's source map, beside the pack in its folder. */
export const packMapFileName = `${packFileName}.map`;

/** The address of the map of a pack of `files`, relative to the pack. */
export const packMapHref = (files: readonly string[]): string =>
  packHref('', files).replace(packFileName, packMapFileName);

/** The folder the edge serves the shell's build from, and packs it. */
export const shellFolder = '/assets/';

/** The folder of every published remote version; its pack names files as `<remote>/<version>/<file>`. */
export const remotesFolder = '/remotes/';

/** One published remote version's folder, `/remotes/<remote>/<version>/`, at the start of a path. */
export const remoteFolder = /^\/remotes\/[a-z][a-z0-9_]*\/[0-9A-Za-z][\w.+-]*\//;

/** Enough for a page's shell, or the page's first-screen remotes, few enough to build in one go. */
export const maxPackFiles = 40;

// A build's own file name: no folder, no hidden file, no query.
const packableFile = /^[A-Za-z0-9_][\w.-]*\.js$/;

/** Whether `name` can go in a pack of `folder`: a script of the shell's build, or of one remote version. */
function isPackable(folder: string, name: string): boolean {
  if (folder !== remotesFolder) return packableFile.test(name);
  const version = remoteFolder.exec(`${remotesFolder}${name}`)?.[0];
  return (
    version !== undefined && packableFile.test(`${remotesFolder}${name}`.slice(version.length))
  );
}

/**
 * Where a file can go in a pack of `folder` (the shell's, or the remotes' folder): its name there
 * (`main.1.js`, `mf_navigation/1.0.0/remoteEntry.js`), or null (another folder or origin, a style).
 */
export function packableName(folder: string, href: string): string | null {
  if (!href.startsWith(folder)) return null;
  const name = href.slice(folder.length);
  return isPackable(folder, name) ? name : null;
}

export type PackFiles = { files: string[] } | { error: string };

/** The file names a pack of `folder` asks for, or what is wrong with them, in words a developer acts on. */
export function parsePackFiles(folder: string, files: unknown): PackFiles {
  if (typeof files !== 'string' || files === '')
    return { error: 'Name the files of the pack: ?files=a.js,b.js' };
  const names = files.split(',');
  if (names.length > maxPackFiles)
    return { error: `A pack holds at most ${maxPackFiles} files; this one names ${names.length}` };
  const unfit = names.find((name) => !isPackable(folder, name));
  if (unfit !== undefined)
    return {
      error:
        folder === remotesFolder
          ? `"${unfit}" is not a script of a published remote version (<remote>/<version>/<file>.js)`
          : `"${unfit}" is not the name of a script in this folder`,
    };
  if (new Set(names).size !== names.length) return { error: 'A pack names each file once' };
  return { files: names };
}
