/**
 * Query parameters that ad platforms, newsletters and analytics tools add to a link so a visit can
 * be attributed: click ids and the `utm_` family. They never change what a page shows, so the page
 * is rendered, kept and marked as if they were not there; the customer-data call and the tag
 * manager still read them from the address.
 */
export const campaignParams: ReadonlySet<string> = new Set([
  // Google Ads, Display & Video 360, Search Console's shopping results
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'srsltid',
  // Meta, Microsoft Advertising, TikTok, X, LinkedIn, Pinterest, Yandex, Instagram
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'epik',
  'yclid',
  'igshid',
  // Mailchimp
  'mc_cid',
  'mc_eid',
]);

const campaignParamPrefix = 'utm_';

function decodedKey(pair: string): string {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True for a query key that only attributes a visit (`gclid`, `utm_source`, …), in any case. */
export function isCampaignParam(key: string): boolean {
  const lower = key.toLowerCase();
  return campaignParams.has(lower) || lower.startsWith(campaignParamPrefix);
}

/**
 * `search` without its campaign parameters, every other pair left exactly as written and in its
 * order; with a leading `?` when `search` had one and something is left.
 */
export function withoutCampaignParams(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => !isCampaignParam(decodedKey(pair)));
  if (kept.length === pairs.length) return search;
  if (kept.every((pair) => pair === '')) return '';
  return `${search.startsWith('?') ? '?' : ''}${kept.join('&')}`;
}
