export { buildRegistryApp, type RegistryAppOptions } from './app';
export {
  createRegistryClient,
  RegistryError,
  type RegistryClient,
  type RemotesRequest,
  type ActiveReleaseSet,
  type ChannelHistory,
  type ChannelsOverview,
} from './client';
export {
  loadRegistryConfig,
  parseOrigins,
  defaultRegistryUrl,
  localTokenFile,
  type RegistryConfig,
} from './config';
export { migrateRegistry, registryMigrations, type RegistrySchema } from './schema';
export { parseTokens, resolveTokens, type RegistryToken } from './tokens';
export { packArtifact, unpackArtifact, type ArtifactFile } from './tarball';
export { readDistFolder } from './dist-folder';
export { checkManifest, sriIntegrity } from './manifest';
export {
  registryManifestPath,
  type Artifact,
  type ArtifactFileInfo,
  type RemoteSummary,
} from './artifact-store';
export type { HistoryEntry, Canary, ChannelStatus, ReleaseAction } from './release-queries';
export type { WriteResult } from './release-store';
export type { AuditEntry, AuditAction } from './audit';
export type { RequestedRemote } from './release-checks';
export { runCli, usage as releaseCliUsage, type CliIo } from './cli-run';
