import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedStorefront } from './storefront';

const themePath = /^\/themes\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The theme id of a `/themes/{id}` path below the basename, if it is one. */
export function themeIdOf(pathname: string): string | undefined {
  return themePath.exec(pathname)?.[1];
}

/**
 * Whether the catalogue knows a card theme, so an unknown `/themes/{id}` is answered 404 with the
 * error story. Only the catalogue's 404 counts as unknown: when it cannot answer, the page renders
 * and its own load shows the error with a retry.
 */
export async function themeExists(
  catalogueUrl: string,
  storefront: ResolvedStorefront,
  themeId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    const response = await fetch(`${catalogueUrl}/web-api/themes/${encodeURIComponent(themeId)}`, {
      headers: {
        'x-channel': `${storefront.channel}-${storefront.country}`,
        'x-locale': storefront.locale,
      },
      signal: AbortSignal.timeout(3000),
    });
    await response.body?.cancel();
    return response.status !== 404;
  } catch (error) {
    log.warn({ event: 'theme-check-failed', themeId, err: error }, 'theme could not be checked');
    return true;
  }
}
