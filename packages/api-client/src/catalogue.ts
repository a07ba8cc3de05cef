import type { CalculatorReferencePayload, FormatPricesPayload } from '@shop/contracts';
import type { ApiClient } from './client';
import { getApiClient } from './client';
import { dedupe } from './dedupe';
import { parsePayload } from './products/request';

export type CalculatorReferenceRequest = {
  /** `photoframe` or `card`; the channel's own product when left out. */
  product?: string;
  materialTypes?: readonly string[];
};

export type FormatPricesRequest = { materialType: string; frameType?: string };

const keyOf = (client: ApiClient, parts: readonly unknown[]) => {
  const { channel, country, locale } = client.config;
  return [channel, country, locale, ...parts].join(':');
};

/**
 * GET /web-api/calculator/reference: materials with formats, live prices and labels for the
 * calculator block. Calls for the same request on one page share one answer.
 */
export function fetchCalculatorReference(
  request: CalculatorReferenceRequest,
  client: ApiClient = getApiClient(),
): Promise<CalculatorReferencePayload> {
  const params = { product: request.product, materialTypes: request.materialTypes };
  return dedupe(`calculator-reference:${keyOf(client, [JSON.stringify(params)])}`, async () => {
    const answer = await client.get(`${client.baseUrls.webApi}/calculator/reference`, { params });
    return parsePayload('calculatorReferencePayloadSchema', answer);
  });
}

/** GET /price-api/prices/formats: every format of a material (with a frame) and its price. */
export function fetchFormatPrices(
  request: FormatPricesRequest,
  client: ApiClient = getApiClient(),
): Promise<FormatPricesPayload> {
  return dedupe(
    `format-prices:${keyOf(client, [request.materialType, request.frameType ?? ''])}`,
    async () => {
      const answer = await client.get(`${client.baseUrls.priceApi}/prices/formats`, {
        params: request,
      });
      return parsePayload('formatPricesPayloadSchema', answer);
    },
  );
}
