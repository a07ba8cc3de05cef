/**
 * A file the shell needs, which the paint-first script requests once the server's page has
 * painted: preloaded (`script`, `modulepreload`), or a chunk of the shell's own build (`chunk`),
 * run as soon as it arrives. A chunk only registers its modules when it runs, and the shell's
 * runtime, finding it there, does not ask for it again: one request where a preload needs two
 * (the preload, then the runtime's script element).
 */
export type ShellFile = { href: string; as: 'script' | 'modulepreload' | 'chunk' };

/**
 * Files the edge sends as one script (`pack.js?files=…`, one folder's files in their order), run in
 * document order after the packs before it. Should the pack fail, its `files` are requested one by
 * one as they would be without it, an `entry` among them run in order like the shell's entries.
 */
export type ShellPack = { href: string; files: (ShellFile | { href: string; as: 'entry' })[] };

/** The paint-first script element's attributes: the shell's entry scripts, the files they load, and the packs holding either. */
export const paintFirstAttributes = {
  entries: 'data-entries',
  files: 'data-files',
  packs: 'data-packs',
} as const;

/** The build's entry of the paint-first script (its own build, without the federation runtime). */
export const paintFirstEntry = 'paint-first';

/** The build's entry of the worker that starts the browser's number and date formatting off the main thread. */
export const intlWarmUpEntry = 'intl-warm-up';

/** The paint-first script's attributes that start the warm-up: the worker's address and the page's locale. */
export const intlWarmUpAttributes = { worker: 'data-intl-worker', locale: 'data-locale' } as const;

/** What the paint-first script sends the warm-up worker. */
export type IntlWarmUpRequest = { locale: string };
