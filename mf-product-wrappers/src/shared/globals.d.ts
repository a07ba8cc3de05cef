/** The remote's own version, set at build time so a page shows which release it runs. */
declare const __REMOTE_VERSION__: string;
