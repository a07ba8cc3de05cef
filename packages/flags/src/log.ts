import type { FlagsLogEntry, FlagsLogLevel } from './types';

/** Log event names (product flag errors and the SDK's own messages). */
export const flagsLogEvents = {
  alreadyInitialised: 'flags-already-initialised',
  authorizationKeyEmpty: 'flags-authorization-key-empty',
  clientEmpty: 'flags-client-or-sdk-empty',
  initialiseFailed: 'flags-initialise-failed',
  keyEmpty: 'flags-key-empty',
  noGlobalClient: 'flags-no-global-client',
  noTreatment: 'flags-no-treatment',
  sessionFlagChange: 'flags-session-flag-change',
  trackFailed: 'flags-track-failed',
  userKeyChanged: 'flags-user-key-changed',
  crawlerSkipped: 'flags-crawler-skipped',
  disabledByUrl: 'flags-disabled-by-url',
  overrideRejected: 'flags-override-rejected',
  consentInvalid: 'flags-consent-invalid',
  readyTimedOut: 'flags-ready-timed-out',
  sdkMessage: 'flags-sdk-message',
} as const;

export type FlagsLogger = (
  event: string,
  level: FlagsLogLevel,
  message: string,
  context?: Record<string, unknown>,
) => void;

export const consoleLog = (entry: FlagsLogEntry) => console[entry.level](JSON.stringify(entry));

export function createLogger(sink: (entry: FlagsLogEntry) => void = consoleLog): FlagsLogger {
  return (event, level, message, context = {}) => {
    try {
      sink({ event, level, message, ...context });
    } catch (error) {
      // A broken log sink must not break flag evaluation; say so once on the console.
      console.error(
        JSON.stringify({ event: 'flags-log-sink-failed', level: 'error', message: String(error) }),
      );
    }
  };
}

/** Routes the SDK's own messages (its `logger` option) into our log with one event name. */
export function sdkLogger(log: FlagsLogger) {
  const forward = (level: FlagsLogLevel) => (message: string) =>
    log(flagsLogEvents.sdkMessage, level, message);
  return {
    debug: forward('debug'),
    info: forward('info'),
    warn: forward('warn'),
    error: forward('error'),
  };
}
