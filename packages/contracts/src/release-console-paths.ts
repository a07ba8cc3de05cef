// Plain constants without zod, so the console page can use them without bundling the schemas.
/** Where the registry serves the console page and its session calls. */
export const releaseConsolePath = '/console/';
export const consoleSessionPath = '/console/api/session';
export const consoleLoginPath = '/console/api/login';
export const consoleLogoutPath = '/console/api/logout';
/** The header a console write echoes its session's CSRF token in. */
export const consoleCsrfHeader = 'X-CSRF-Token';
