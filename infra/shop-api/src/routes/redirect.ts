import type { FastifyReply, FastifyRequest } from 'fastify';
import { channelIds, type ChannelId } from '@shop/contracts';
import type { Services } from '../services';

/**
 * Sends a mailed link's visitor on to the shop's home page with the outcome as a query parameter
 * (`?signup=confirmed`, `?newsletter=invalid-link`, ...). The target comes from SHOP_PUBLIC_URLS,
 * chosen by the link's own `channel` parameter when the token cannot tell.
 */
export function redirectToShop(
  services: Services,
  reply: FastifyReply,
  request: FastifyRequest,
  parameter: string,
  outcome: string,
  channel?: string,
  country?: string,
): FastifyReply {
  const hinted = String(
    (request.query as { channel?: unknown } | undefined)?.channel ?? '',
  ).toLowerCase();
  const [hintChannel, hintCountry] = hinted.split('-');
  const knownHint = channelIds.includes(hintChannel as ChannelId) ? hintChannel : undefined;
  const target = channel ?? knownHint ?? channelIds[0];
  const base = services.publicUrl(target, country ?? (knownHint ? hintCountry : undefined));
  return reply.redirect(`${base}/?${parameter}=${encodeURIComponent(outcome)}`, 303);
}
