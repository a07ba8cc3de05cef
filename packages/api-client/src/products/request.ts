import type { z } from 'zod';
import { loadAnswerSchema, type AnswerSchema, type AnswerSchemaName } from '../answer-schemas';
import type { ApiClient } from '../client';
import { dedupe } from '../dedupe';

type Params = Readonly<Record<string, unknown>>;

/** The part of a dedupe key every product call shares: the storefront the answer was priced for. */
export function storefrontKey(client: ApiClient): string {
  const { channel, country, locale } = client.config;
  return `${channel}-${country}:${locale}`;
}

/** A stable key for a query: parameters sorted, empty ones left out. */
export function paramsKey(params: Params): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .filter((key) => params[key] !== undefined)
      .map((key) => [key, params[key]]),
  );
}

/** The service root the edge proxies (`/accessory` lives beside `/price-api`, not under it). */
export function serviceRoot(client: ApiClient): string {
  return client.baseUrls.priceApi.replace(/\/price-api$/, '');
}

export type { AnswerSchemaName };
type PayloadOf<N extends AnswerSchemaName> = z.infer<AnswerSchema<N>>;

/** Checks a catalogue answer's `{ payload }` envelope with the named schema, loaded on first use. */
export async function parsePayload<N extends AnswerSchemaName>(
  schema: N,
  answer: unknown,
): Promise<PayloadOf<N>> {
  const { envelope, schema: payloadSchema } = await loadAnswerSchema(schema);
  const parsed = envelope(payloadSchema).parse(answer) as { payload: PayloadOf<N> };
  return parsed.payload;
}

/**
 * GET a catalogue call and parse its `{ payload }` envelope; concurrent calls for the same
 * storefront and query share one request (and with `cache`, one answer per page).
 */
export function getPayload<N extends AnswerSchemaName>(
  client: ApiClient,
  url: string,
  params: Params,
  schema: N,
  options: { name: string; cache?: boolean },
): Promise<PayloadOf<N>> {
  return dedupe(
    `${options.name}:${storefrontKey(client)}:${paramsKey(params)}`,
    async () => {
      const answer = await client.get(url, { params: { ...params } });
      return parsePayload(schema, answer);
    },
    { cache: options.cache },
  );
}
