import { parseInput } from '@shop/server-kit';
import type { ZodType } from 'zod';

type Query = Record<string, string | string[] | Record<string, string>>;

/**
 * Turns the shop's query encoding into objects: `key[]=a&key[]=b` is an array and `key[sub]=v`
 * an object (as the API client sends them); empty values are dropped like the client drops them.
 */
export function normaliseQuery(raw: Record<string, string | string[] | undefined>): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === '') continue;
    const nested = /^([A-Za-z]+)\[([A-Za-z0-9]*)\]$/.exec(name);
    if (!nested) {
      query[name] = value;
      continue;
    }
    const [, key, sub] = nested as unknown as [string, string, string];
    if (sub === '') {
      query[key] = [
        ...((query[key] as string[] | undefined) ?? []),
        ...[value].flat().filter((v) => v !== ''),
      ];
    } else {
      const object = (
        typeof query[key] === 'object' && !Array.isArray(query[key]) ? query[key] : {}
      ) as Record<string, string>;
      query[key] = {
        ...object,
        [sub]: Array.isArray(value) ? (value as string[]).join(',') : value,
      };
    }
  }
  return query;
}

/** Validates the query with a strict schema: an unknown parameter or value is a 400 naming it. */
export function parseQuery<T>(schema: ZodType<T>, raw: unknown): T {
  return parseInput(
    schema,
    normaliseQuery((raw ?? {}) as Record<string, string | string[] | undefined>),
    'query',
  );
}
