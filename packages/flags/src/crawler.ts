// Search engines, link previews and audit tools: they get the default UI and no flag client.
const crawlerPattern =
  /bot\b|bot\/|bot-|crawler|crawling|spider|slurp|facebookexternalhit|facebookcatalog|mediapartners-google|embedly|prerender|lighthouse|pagespeed|bingpreview|yandex|baiduspider|ia_archiver/i;

/** Whether a user agent is a crawler; an empty or missing user agent counts as one. */
export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return crawlerPattern.test(userAgent);
}
