/** The brand channels: the wall-art brand and the greeting-card brand. */
export const channelIds = ['wallart', 'kartenliebe'] as const;
export type ChannelId = (typeof channelIds)[number];

/** What an X-Channel header value looks like: a channel, a hyphen and a country code. */
export const channelHeaderPattern = `^(${channelIds.join('|')})-[a-z]{2,3}$`;

/** Deployment environments a release set belongs to. */
export const environments = ['development', 'staging', 'production'] as const;
export type Environment = (typeof environments)[number];
