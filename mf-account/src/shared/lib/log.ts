import { createEffect } from 'effector';

export type LogEntry = {
  level: 'info' | 'warn' | 'error';
  /** One of the account log event identifiers: login-error, google-not-loaded, ... */
  event: string;
  [field: string]: unknown;
};

/** Writes one JSON line per event, the format the page's log collector reads. Never an address or password. */
export const logFx = createEffect((entry: LogEntry) => {
  const { level, ...line } = entry;
  console[level](JSON.stringify(line));
});
