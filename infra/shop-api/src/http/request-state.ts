import type { FastifyRequest } from 'fastify';
import { HttpError, parseInput } from '@shop/server-kit';
import type { ZodType } from 'zod';
import { readRequestContext, type RequestContext } from '../config/request-context';
import { messagesFor, type Messages } from '../i18n';

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** Channel, country and language of the request (X-Channel, X-Locale); read once per request. */
export function contextOf(request: FastifyRequest): RequestContext {
  let context = contexts.get(request);
  if (!context) {
    context = readRequestContext(request.headers);
    contexts.set(request, context);
  }
  return context;
}

export function messagesOf(request: FastifyRequest): Messages {
  return messagesFor(contextOf(request).language);
}

/** Validates a body; a failure is a 400 whose message and field messages are in the shopper's language. */
export function parseBody<T>(request: FastifyRequest, schema: ZodType<T>): T {
  try {
    return parseInput(schema, request.body ?? {});
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    const errors = error.details.errors ?? [];
    const message = [
      messagesOf(request).invalidInput,
      ...errors.map((entry) => entry.message),
    ].join(' ');
    throw new HttpError(400, message, { code: 'invalid-input', errors });
  }
}
