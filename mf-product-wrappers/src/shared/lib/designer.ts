import { buildDesignerLink, readGclid, type DesignerLink } from '@shop/catalogue';
import type { Storefront } from './storefront';

/** A designer link without the parts every link shares (locale and gclid). */
export type DesignerTarget = DesignerLink extends infer L
  ? L extends DesignerLink
    ? Omit<L, 'locale' | 'gclid'>
    : never
  : never;

/**
 * The designer URL for a product on this storefront: the catalogue's link rule with the
 * storefront's locale and the ad-click id from its cookie.
 */
export function designerHref(
  target: DesignerTarget,
  storefront: Storefront,
  cookies: string,
  now?: Date,
): string {
  return buildDesignerLink(
    { ...target, locale: storefront.locale, gclid: readGclid(cookies) } as DesignerLink,
    {
      channel: storefront.channel,
      now,
    },
  );
}
