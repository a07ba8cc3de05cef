import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger that becomes a real child logger on first use. Answers served from memory
 * log nothing, so they skip building a child logger per request; whatever does log (an error,
 * a rebuilt answer's warning) gets the same child, request id included, as before.
 */
class LazyRequestLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions | undefined,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.logger.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  fatal(...args: unknown[]) {
    (this.logger.fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]) {
    (this.logger.error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]) {
    (this.logger.warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]) {
    (this.logger.info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]) {
    (this.logger.debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]) {
    (this.logger.trace as (...a: unknown[]) => void)(...args);
  }
  silent(...args: unknown[]) {
    (this.logger.silent as (...a: unknown[]) => void)(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Route option `childLoggerFactory` for hot routes: the child logger is made only when used. */
export function lazyChildLogger(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
