import { countryCodes, type CountryCode } from '@shop/catalogue';
import { channelIds, type ChannelId } from '@shop/contracts';

export { channelIds, type ChannelId };

/** Country codes that may follow the channel in the X-Channel header (`wallart-de`, `kartenliebe-ch`). */
export { countryCodes, type CountryCode };

/** One content space per channel; the id is fixed so URLs and tokens stay stable across databases. */
export const spaceIds: Record<ChannelId, number> = { wallart: 1001, kartenliebe: 1002 };

export const isChannelId = (value: string): value is ChannelId =>
  (channelIds as readonly string[]).includes(value);

/** Splits `wallart-de` into channel and country; undefined when either part is unknown. */
export function parseChannelHeader(
  value: string,
): { channel: ChannelId; country: CountryCode } | undefined {
  const match = /^([a-z]+)-([a-z]+)$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const [, channel = '', country = ''] = match;
  if (!isChannelId(channel) || !(countryCodes as readonly string[]).includes(country))
    return undefined;
  return { channel, country: country as CountryCode };
}
