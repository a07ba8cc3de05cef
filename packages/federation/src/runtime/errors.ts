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

/** One structured log line per failure, so a broken remote is visible without breaking the page. */
export function reportRemoteError(error: RemoteError): void {
  console.error(
    JSON.stringify({
      event: remoteErrorEvents[error.kind],
      remote: error.remote,
      message: error.message,
    }),
  );
}
