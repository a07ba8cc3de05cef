import type { ShippingInformationPayload } from '@shop/contracts';

/** A German shipping day of 25 November 2026: safety cut-off 11:00 UTC, last one 13:00. */
export const cutoffs: ShippingInformationPayload = {
  country: 'de',
  currency: 'EUR',
  lodStart: '2026-11-25T05:00:00Z',
  safetyLodEnd: '2026-11-25T11:00:00Z',
  lodEnd: '2026-11-25T13:00:00Z',
  expressLodEnd: null,
  saturdayLodEnd: null,
  shippingCost: 4.95,
  freeShippingFrom: null,
  expressCost: null,
  deliveryDays: { min: 2, max: 4 },
};
