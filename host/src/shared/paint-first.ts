/**
 * A file the shell needs, which the paint-first script requests once the server's page has
 * painted: preloaded (`script`, `modulepreload`), or a chunk of the shell's own build (`chunk`),
 * run as soon as it arrives. A chunk only registers its modules when it runs, and the shell's
 * runtime, finding it there, does not ask for it again: one request where a preload needs two
 * (the preload, then the runtime's script element).
 */
export type ShellFile = { href: string; as: 'script' | 'modulepreload' | 'chunk' };

/** The paint-first script element's attributes: the shell's entry scripts and the files they load. */
export const paintFirstAttributes = { entries: 'data-entries', files: 'data-files' } as const;

/** The build's entry of the paint-first script (its own build, without the federation runtime). */
export const paintFirstEntry = 'paint-first';

/** The build's entry of the worker that starts the browser's number and date formatting off the main thread. */
export const intlWarmUpEntry = 'intl-warm-up';

/** The paint-first script's attributes that start the warm-up: the worker's address and the page's locale. */
export const intlWarmUpAttributes = { worker: 'data-intl-worker', locale: 'data-locale' } as const;

/** What the paint-first script sends the warm-up worker. */
export type IntlWarmUpRequest = { locale: string };
