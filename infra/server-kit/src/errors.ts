import type { FieldError } from '@shop/contracts';

export type { FieldError };

/** An error a person can act on: its message is sent to the client as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: {
      code?: string;
      errors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string, code?: string) => new HttpError(404, message, { code });
export const conflict = (message: string) => new HttpError(409, message);
