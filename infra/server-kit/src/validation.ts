import type { ZodType } from 'zod';
import { HttpError, type FieldError } from './errors';

/** Parses input with a zod schema; a failure is a 400 listing every field's message. */
export function parseInput<T>(schema: ZodType<T>, input: unknown, what = 'request'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  throw new HttpError(400, `Invalid ${what}: ${summary}`, { errors });
}
