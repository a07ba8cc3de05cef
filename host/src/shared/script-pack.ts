/**
 * A script pack: the files of one folder (the shell's `/assets/`, or one published remote version
 * under `/remotes/<remote>/<version>/`) sent as one response, `<folder>pack.js?files=a.js,b.js`,
 * run in that order (ADR 0012). The pack's address is in the folder its files come from, so a
 * remote entry in it finds its own chunks where it would have from its own address (webpack's
 * automatic public path takes the folder of the running script).
 */
export const packFileName = 'pack.js';

/** The address of a pack of `files` (names in `folder`), in their order. */
export function packHref(folder: string, files: readonly string[]): string {
  return `${folder}${packFileName}?files=${files.map(encodeURIComponent).join(',')}`;
}

/** The paths of the files a script ran: a pack's files, or the script's own path. */
export function filesOfScript(src: URL): string[] {
  if (!src.pathname.endsWith(`/${packFileName}`)) return [src.pathname];
  const folder = src.pathname.slice(0, -packFileName.length);
  const files = src.searchParams.get('files');
  return files ? files.split(',').map((name) => `${folder}${name}`) : [];
}
