import { badRequest } from '@shop/server-kit';

/** Reads an integer query parameter such as `since`; absent → the fallback, malformed → 400 naming it. */
export function integerParam(
  query: Record<string, unknown>,
  name: string,
  fallback: number,
): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isSafeInteger(value))
    throw badRequest(`${name}: must be a whole number, got "${String(raw)}"`);
  return value;
}

/** Reads a comma-separated list parameter (`sets=a,b`). */
export function listParam(query: Record<string, unknown>, name: string): string[] {
  const raw = query[name];
  if (raw === undefined) return [];
  if (typeof raw !== 'string') throw badRequest(`${name}: give it once, as a comma-separated list`);
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
