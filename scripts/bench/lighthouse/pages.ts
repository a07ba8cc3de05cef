export type Channel = 'wallart' | 'kartenliebe';

/** A measured page and its floor twin: the same channel host name and path, served as one bundle. */
export type BenchPage = {
  name: string;
  channel: Channel;
  path: string;
  url: string;
  floorUrl: string;
};

/** Seeded pages of both channels: a category and a product detail page each (see infra/content/seed). */
const channelPaths = {
  wallart: { start: '/', category: '/wandbilder', product: '/fotobuch/hardcover-fotobuch' },
  kartenliebe: {
    start: '/',
    category: '/hochzeitskarten',
    product: '/hochzeitskarten/einladungskarte-eukalyptus',
  },
} as const;

export const channels: Channel[] = ['wallart', 'kartenliebe'];

/** The measured paths, in the order one round visits them. */
export const benchPaths: Array<Pick<BenchPage, 'name' | 'channel' | 'path'>> = channels.flatMap(
  (channel) =>
    Object.entries(channelPaths[channel]).map(([kind, path]) => ({
      name: `${channel} ${kind}`,
      channel,
      path,
    })),
);

/** The pages to measure, each measured beside its floor twin. */
export function benchPages(
  shopOrigin: (channel: Channel) => string,
  floorOrigin: (channel: Channel) => string,
): BenchPage[] {
  return benchPaths.map((page) => ({
    ...page,
    url: `${shopOrigin(page.channel)}${page.path}`,
    floorUrl: `${floorOrigin(page.channel)}${page.path}`,
  }));
}
