import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { HttpError } from './errors';
import type { ApiErrorBody } from '@shop/contracts';

export type ServerOptions = {
  /** Service name, added to every log line. */
  name: string;
  /** Log level; tests pass 'silent'. Defaults to LOG_LEVEL or 'info'. */
  logLevel?: string;
  fastify?: FastifyServerOptions;
};

/** A Fastify instance with JSON logs and one error shape: `{ message, code?, errors? }`. */
export function createServer({ name, logLevel, fastify }: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: logLevel ?? process.env.LOG_LEVEL ?? 'info', base: { service: name } },
    // One line per request only on demand (LOG_REQUESTS=1); errors and events are always logged.
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    ...fastify,
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      for (const [key, value] of Object.entries(error.details.headers ?? {}))
        reply.header(key, value);
      const body: ApiErrorBody = {
        message: error.message,
        ...(error.details.code ? { code: error.details.code } : {}),
        ...(error.details.errors ? { errors: error.details.errors } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, ...) carry a readable message already.
      return reply.status(status).send({ message: (error as Error).message });
    }
    request.log.error({ event: 'unhandled-error', err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  return app;
}

/** Listens on PORT (or `defaultPort`) at HOST (default 127.0.0.1) and closes cleanly on SIGINT/SIGTERM. */
export async function runService(
  app: FastifyInstance,
  defaultPort: number,
  onClose?: () => Promise<void>,
): Promise<string> {
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  const address = await app.listen({ port, host });
  const stop = async () => {
    await app.close();
    await onClose?.();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return address;
}
