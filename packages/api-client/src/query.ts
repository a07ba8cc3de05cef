import qs from 'qs';

/**
 * Query string as the shop API reads it: nested objects as `key[sub]`, arrays as `key[]`,
 * null, undefined and empty values left out.
 */
export function serializeQuery(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  return qs.stringify(params, {
    arrayFormat: 'brackets',
    skipNulls: true,
    encodeValuesOnly: true,
    filter: (_prefix, value) => (value === '' ? undefined : value),
  });
}

/** A page query (`location.search`) as an object, nested keys included. */
export function parseQuery(search: string): Record<string, unknown> {
  return qs.parse(search, { ignoreQueryPrefix: true });
}
