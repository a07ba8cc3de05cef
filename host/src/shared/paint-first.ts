/** A file the shell needs, which the paint-first script requests once the server's page has painted. */
export type ShellFile = { href: string; as: 'script' | 'modulepreload' };

/** The paint-first script element's attributes: the shell's entry scripts and the files they load. */
export const paintFirstAttributes = { entries: 'data-entries', files: 'data-files' } as const;

/** The build's entry of the paint-first script (its own build, without the federation runtime). */
export const paintFirstEntry = 'paint-first';
