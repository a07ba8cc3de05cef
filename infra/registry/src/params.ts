import {
  channelIds,
  channelIdSchema,
  remoteNames,
  remoteNameSchema,
  versionSchema,
  type ChannelId,
  type RemoteName,
} from '@shop/contracts';
import { badRequest, notFound } from '@shop/server-kit';

/** A channel from the path; an unknown one is a 404 naming the known ones. */
export function parseChannel(value: string): ChannelId {
  const parsed = channelIdSchema.safeParse(value);
  if (!parsed.success)
    throw notFound(
      `Unknown channel "${value}"; use one of: ${channelIds.join(', ')}`,
      'unknown-channel',
    );
  return parsed.data;
}

/** A remote from the path; an unknown one is a 404 naming the known ones. */
export function parseRemote(value: string): RemoteName {
  const parsed = remoteNameSchema.safeParse(value);
  if (!parsed.success)
    throw notFound(
      `Unknown remote "${value}"; use one of: ${remoteNames.join(', ')}`,
      'unknown-remote',
    );
  return parsed.data;
}

/** A version from the path; it must be strict semver. */
export function parseVersion(value: string): string {
  if (!versionSchema.safeParse(value).success)
    throw badRequest(`"${value}" is not a semver version, e.g. 1.4.0 or 1.5.0-rc.1`);
  return value;
}
