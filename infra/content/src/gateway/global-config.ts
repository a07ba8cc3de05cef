import type { ISbStoryData } from 'storyblok-js-client';
import { prepareContent } from './prepare-story';

type Json = Record<string, unknown>;

/** Where each locale keeps the navigation's configuration. */
export const globalConfigSlug = (folder: string) => `${folder}/global/config`;

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** Fills the fields the navigation derives: `hasSubItems` and `link.url`. */
function navigationItem(item: Json): Json {
  const subItems = list(item.subItems).map(navigationItem);
  const flyoutGroups = list(item.flyoutGroups).map((group) => ({
    ...group,
    flyoutGroupItems: list(group.flyoutGroupItems).map(navigationItem),
    flyoutGroupItemsCustom: list(group.flyoutGroupItemsCustom).map(navigationItem),
  }));
  return {
    ...item,
    subItems,
    flyoutGroups,
    hasSubItems: item.hasSubItems ?? (subItems.length > 0 || flyoutGroups.length > 0),
    link: item.link ?? { url: item.url },
  };
}

/** The hotline for the shopper's country, else the one without a country (the content's own). */
function hotlineFor(hotlines: Json[], country: string): Json | null {
  return (
    hotlines.find((hotline) => hotline.country === country) ??
    hotlines.find((hotline) => !hotline.country) ??
    null
  );
}

/**
 * The navigation's global configuration: main items with flyout groups and sub-navigation tiles,
 * shops, extra menu, service hotline and footer, from the locale's `global/config` story.
 */
export function globalConfigBody(
  story: ISbStoryData,
  meta: { cv: number; version: string; channel: string; country: string; locale: string },
) {
  const content = prepareContent(story.content) as Json;
  return {
    channel: meta.channel,
    locale: meta.locale,
    cv: meta.cv,
    version: meta.version,
    mainNavigation: list(content.mainNavigation).map(navigationItem),
    shops: list(content.shops),
    extraMenu: list(content.extraMenu).map(navigationItem),
    serviceHotline: hotlineFor(list(content.serviceHotline), meta.country),
    footer: list(content.footer)[0] ?? null,
    privacyPolicyUrl: content.privacyPolicyUrl,
    magazineUrl: content.magazineUrl ?? null,
    serviceUrl: content.serviceUrl ?? null,
  };
}
