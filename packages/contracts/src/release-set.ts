import { z } from 'zod';
import { channelIdSchema, environmentSchema, remoteNameSchema } from './schemas';

/** Strict semver: three numeric parts without leading zeros, optional pre-release and build. */
export const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
export const versionSchema = z
  .string()
  .regex(semverPattern, 'Version must be semver, e.g. 1.4.0 or 1.5.0-rc.1');

/** One pinned remote: which version, where its manifest lives, and the manifest's SRI hash. */
export const pinnedRemoteSchema = z.object({
  version: versionSchema,
  manifestUrl: z.string().min(1),
  integrity: z
    .string()
    .regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/, 'Integrity must be an SRI hash, e.g. sha384-...'),
});
export type PinnedRemote = z.infer<typeof pinnedRemoteSchema>;

export const releaseSetSchema = z.object({
  id: z.number().int().positive(),
  channel: channelIdSchema,
  environment: environmentSchema,
  // Partial: a channel pins only the remotes it uses (z.record over an enum demands every key in zod 4).
  remotes: z.partialRecord(remoteNameSchema, pinnedRemoteSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  reason: z.string(),
});
export type ReleaseSet = z.infer<typeof releaseSetSchema>;

/**
 * A pinned remote's entry script as its manifest names it: where it is, the global it sets and
 * its script type (`global` or `module`), so the browser loads it without fetching the manifest.
 */
export const remoteEntrySchema = z.object({
  url: z.string().min(1),
  globalName: z.string().min(1),
  type: z.string().min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/**
 * What the edge server inlines into the document for the browser: just enough to register remotes,
 * with the entry of each remote whose manifest the edge has read.
 */
export const inlineReleaseSetSchema = releaseSetSchema
  .pick({ id: true, channel: true, environment: true })
  .extend({
    remotes: z.partialRecord(
      remoteNameSchema,
      pinnedRemoteSchema.extend({ entry: remoteEntrySchema.optional() }),
    ),
  });
export type InlineReleaseSet = z.infer<typeof inlineReleaseSetSchema>;
