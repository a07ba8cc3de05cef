import { badRequest, unauthorized } from '@shop/server-kit';
import { channelIds, spaceIds, type ChannelId } from '../config/channels';
import type { ContentTokens } from '../config/tokens';
import type { Version } from '../store/story-read';

export type TokenInfo = { channel: ChannelId; spaceId: number; access: 'public' | 'preview' };
export type TokenRegistry = Map<string, TokenInfo>;

/** Maps every space's public and preview token to what it may read. */
export function createTokenRegistry(tokens: ContentTokens): TokenRegistry {
  const registry: TokenRegistry = new Map();
  for (const channel of channelIds) {
    registry.set(tokens.spaces[channel].public, {
      channel,
      spaceId: spaceIds[channel],
      access: 'public',
    });
    registry.set(tokens.spaces[channel].preview, {
      channel,
      spaceId: spaceIds[channel],
      access: 'preview',
    });
  }
  return registry;
}

export function parseVersion(value: string | undefined): Version {
  if (value === undefined || value === '' || value === 'published') return 'published';
  if (value === 'draft') return 'draft';
  throw badRequest(`version must be draft or published, got "${value}"`);
}

/** A public token reads published content only; a preview token reads drafts too. */
export function authenticate(
  registry: TokenRegistry,
  token: string | undefined,
  version: Version,
): TokenInfo {
  if (!token)
    throw unauthorized('Missing token: pass ?token= with the public or preview token of a space');
  const info = registry.get(token);
  if (!info) throw unauthorized('Unknown token: use the public or preview token of a space');
  if (version === 'draft' && info.access !== 'preview') {
    throw unauthorized(
      'This public token reads published content only; use the preview token for version=draft',
    );
  }
  return info;
}
