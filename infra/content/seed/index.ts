import type { ChannelId } from '../src/config/channels';
import type { SeedStory } from './build';
import { kartenliebeSeed } from './kartenliebe/index';
import { wallartSeed } from './wallart/index';

export type { SeedStory };

/** Every seeded story of both channels, generated from the committed copy tables (deterministic). */
export function buildSeed(): SeedStory[] {
  return [...wallartSeed(), ...kartenliebeSeed()];
}

export function seedByChannel(
  stories: SeedStory[] = buildSeed(),
): Map<ChannelId, SeedStory['story'][]> {
  const byChannel = new Map<ChannelId, SeedStory['story'][]>();
  for (const { space, story } of stories)
    byChannel.set(space, [...(byChannel.get(space) ?? []), story]);
  return byChannel;
}
