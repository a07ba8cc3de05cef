import { z } from 'zod';

/** The brand channels: the wall-art brand and the greeting-card brand. */
export const channelIds = ['wallart', 'kartenliebe'] as const;
export const channelIdSchema = z.enum(channelIds, {
  error: () => `Unknown channel; use one of: ${channelIds.join(', ')}`,
});
export type ChannelId = z.infer<typeof channelIdSchema>;

/** Deployment environments a release set belongs to. */
export const environments = ['development', 'staging', 'production'] as const;
export const environmentSchema = z.enum(environments);
export type Environment = z.infer<typeof environmentSchema>;
