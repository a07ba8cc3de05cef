import type { CatalogueOffer } from '@shop/contracts';
import { badRequest } from '@shop/server-kit';
import type { CatalogueContext } from '../http/context';
import type { CatalogueIndex, Price } from '../store/catalogue-index';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The price of an article in the request's shop, or undefined where it is not sold. */
export const priceIn = (index: CatalogueIndex, ctx: CatalogueContext, article: string) =>
  index.price(ctx.channel, ctx.country, article);

/** Sum of prices, to the cent. */
export function sumPrices(prices: Price[]): CatalogueOffer {
  return {
    priceCurrent: round2(prices.reduce((sum, p) => sum + p.priceCurrent, 0)),
    priceOriginal: round2(prices.reduce((sum, p) => sum + p.priceOriginal, 0)),
  };
}

export const timesPrice = (price: Price, factor: number): CatalogueOffer => ({
  priceCurrent: round2(price.priceCurrent * factor),
  priceOriginal: round2(price.priceOriginal * factor),
});

/** The lowest offer of a non-empty list (by current price). */
export function cheapest(offers: CatalogueOffer[]): CatalogueOffer {
  const low = offers.reduce((a, b) => (b.priceCurrent < a.priceCurrent ? b : a));
  return { priceCurrent: low.priceCurrent, priceOriginal: low.priceOriginal };
}

/** A value of a closed list, or a 400 that names the accepted values. */
export function oneOf<T extends string>(
  name: string,
  value: string,
  accepted: readonly T[],
  where = '',
): T {
  if ((accepted as readonly string[]).includes(value)) return value as T;
  throw badRequest(
    `Unknown ${name} "${value.slice(0, 60)}"${where}; use one of: ${accepted.join(', ') || 'none'}`,
  );
}

/** Where the answer is for, as said in messages: ` for kartenliebe-ch`. */
export const inShop = (ctx: CatalogueContext) => ` for ${ctx.channel}-${ctx.country}`;
