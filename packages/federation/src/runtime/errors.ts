/** Failure kinds of loading and mounting a remote; each is logged under its event name. */
export const remoteErrorEvents = {
  timeout: 'remote-load-timeout',
  load: 'remote-load-failed',
  mount: 'remote-mount-failed',
  runtime: 'remote-runtime-error',
  override: 'remote-override-refused',
} as const;

export type RemoteErrorKind = keyof typeof remoteErrorEvents;

export class RemoteError extends Error {
  constructor(
    readonly kind: RemoteErrorKind,
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteError';
  }
}

/** The window event every reported failure raises, whichever bundle reported it (the shell counts them for canary health). */
export const remoteErrorWindowEvent = 'shop:remote-error';
export type RemoteErrorDetail = { kind: RemoteErrorKind; remote: string };

/** One structured log line per failure, so a broken remote is visible without breaking the page. */
export function reportRemoteError(error: RemoteError): void {
  window.dispatchEvent(
    new CustomEvent<RemoteErrorDetail>(remoteErrorWindowEvent, {
      detail: { kind: error.kind, remote: error.remote },
    }),
  );
  console.error(
    JSON.stringify({
      event: remoteErrorEvents[error.kind],
      remote: error.remote,
      message: error.message,
    }),
  );
}
