import type { FastifyInstance } from 'fastify';
import { HttpError } from '@shop/server-kit';
import { ShopError, type ErrorEvent } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorEvent?: ErrorEvent;
  }
}

/**
 * Logs every failed call as JSON under its route's event name (login-error, sign-up-error, ...),
 * with the reason meant for operators. Answers are unchanged: server-kit's error handler sends them.
 */
export function registerErrorLogging(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    const status =
      error instanceof HttpError
        ? error.statusCode
        : ((error as { statusCode?: number }).statusCode ?? 500);
    const configured = request.routeOptions.config?.errorEvent;
    const code = error instanceof HttpError ? error.details.code : undefined;
    const csrfRefusal = code === 'cross-site-request' || code === 'csrf-token';
    const event = csrfRefusal ? 'csrf-refused' : (configured ?? 'request-error');
    const entry = {
      event,
      status,
      code,
      method: request.method,
      path: request.url.split('?')[0],
      ip: request.ip,
      fields:
        error instanceof HttpError ? error.details.errors?.map((field) => field.field) : undefined,
      reason: error instanceof ShopError ? error.logDetail : error.message,
    };
    const message = error instanceof ShopError ? error.logDetail : error.message;
    if (status >= 500) request.log.error({ ...entry, err: error }, message);
    else request.log.warn(entry, message);
  });
}
