import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  artifactContractsFileName,
  remoteNames,
  type ArtifactContracts,
  type RemoteName,
} from '@shop/contracts';
import { badRequest, conflict } from '@shop/server-kit';
import {
  openPrecompressed,
  precompressFiles,
  readStoredFile,
  storedEncodings,
  type ArtifactStorage,
  type StoredObject,
} from '@shop/server-kit/artifact-storage';
import { recordAudit } from './audit';
import { parseContractsFile } from './contracts-file';
import { checkManifest, ManifestError, manifestFileName, sriIntegrity } from './manifest';
import type { RegistryDb, RegistrySchema } from './schema';
import { compareSemver } from './semver';
import type { ArtifactFile } from './tarball';

export type ArtifactFileInfo = { path: string; size: number; sha256: string };

/** A published, immutable remote build. */
export type Artifact = {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  integrity: string;
  exposes: string[];
  files: ArtifactFileInfo[];
  publishedBy: string;
  publishedAt: string;
};

export type RemoteSummary = { remote: RemoteName; versions: number; latest: string | null };

/** The same-origin path of an artifact's manifest (the edge server serves /remotes/). */
export const registryManifestPath = (remote: string, version: string) =>
  `/remotes/${remote}/${version}/${manifestFileName}`;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
};

/** Artifact metadata in the database, files in the storage under `<remote>/<version>/`. */
export function createArtifactStore(db: RegistryDb, storage: ArtifactStorage) {
  // Artifacts never change once published, so a found one can be cached for good.
  const cache = new Map<string, Artifact>();
  const immutable = (remote: string, version: string) =>
    `${remote} ${version} is published already; versions are immutable`;

  async function get(remote: RemoteName, version: string): Promise<Artifact | undefined> {
    const cached = cache.get(`${remote}@${version}`);
    if (cached) return cached;
    const row = await db
      .selectFrom('registry_artifact')
      .selectAll()
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? remember(row) : undefined;
  }

  function remember(row: Selectable<RegistrySchema['registry_artifact']>): Artifact {
    const artifact: Artifact = {
      remote: row.remote as RemoteName,
      version: row.version,
      manifestUrl: registryManifestPath(row.remote, row.version),
      integrity: row.integrity,
      exposes: JSON.parse(row.exposes),
      files: JSON.parse(row.files),
      publishedBy: row.published_by,
      publishedAt: row.published_at,
    };
    cache.set(`${row.remote}@${row.version}`, artifact);
    return artifact;
  }

  /** Checks an upload and stores it: the row is committed only once every file is in the storage. */
  async function publish(input: {
    remote: RemoteName;
    version: string;
    files: ArtifactFile[];
    publishedBy: string;
    reason: string;
    environment: string;
  }) {
    const { remote, version, files } = input;
    const manifest = files.find((file) => file.path === manifestFileName);
    if (!manifest)
      throw badRequest(
        `The upload has no ${manifestFileName} at its top level; upload the contents of dist/${version}/`,
      );
    let summary;
    try {
      summary = checkManifest(remote, manifest.data);
    } catch (error) {
      if (error instanceof ManifestError) throw badRequest(error.message);
      throw error;
    }
    if (summary.remoteEntry && !files.some((file) => file.path === summary.remoteEntry)) {
      throw badRequest(
        `${manifestFileName} names ${summary.remoteEntry} as the remote entry, but the upload has no such file`,
      );
    }
    const contracts = files.find((file) => file.path === artifactContractsFileName);
    if (!contracts)
      throw badRequest(
        `The upload has no ${artifactContractsFileName} at its top level; build the remote with createRemoteConfig from @shop/federation/build, which writes it`,
      );
    try {
      parseContractsFile(remote, contracts.data);
    } catch (error) {
      if (error instanceof ManifestError) throw badRequest(error.message);
      throw error;
    }
    if (await get(remote, version)) throw conflict(immutable(remote, version));

    const fileInfos = files
      .map((file) => ({
        path: file.path,
        size: file.data.length,
        sha256: crypto.createHash('sha256').update(file.data).digest('base64url'),
      }))
      .sort((a, b) => a.path.localeCompare(b.path));
    const publishedAt = new Date().toISOString();
    // The .br and .gz copies are stored, never listed: the file list, sizes and integrity are the upload's.
    const copies = await precompressFiles(files);
    const staged = await storage.stage(`${remote}/${version}`, [...files, ...copies]);
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('registry_artifact')
          .values({
            remote,
            version,
            integrity: sriIntegrity(manifest.data),
            exposes: JSON.stringify(summary.exposes),
            files: JSON.stringify(fileInfos),
            published_by: input.publishedBy,
            published_at: publishedAt,
          })
          .execute();
        await recordAudit(trx, {
          actor: input.publishedBy,
          action: 'publish',
          environment: input.environment,
          channel: null,
          subject: {
            remote,
            version,
            files: fileInfos.length,
            bytes: fileInfos.reduce((sum, f) => sum + f.size, 0),
          },
          reason: input.reason,
          at: publishedAt,
        });
        // While the new row is held, so a concurrent publish of this version waits and is refused.
        await staged.commit();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(immutable(remote, version));
      throw error;
    } finally {
      await staged.discard();
    }
    return (await get(remote, version))!;
  }

  /** Reads a published artifact's manifest from the storage, as promotion checks it again. */
  async function readManifest(artifact: Artifact): Promise<Buffer> {
    const manifest = await readStoredFile(storage, keyOf(artifact, manifestFileName));
    if (!manifest)
      throw new ManifestError(
        `${artifact.remote} ${artifact.version} is recorded as published but its ${manifestFileName} is missing from the artifact store`,
      );
    return manifest;
  }

  /** Reads a published artifact's contracts.json, as promotion compares it with the host's contracts. */
  async function readContracts(artifact: Artifact): Promise<ArtifactContracts> {
    const where = `${artifact.remote} ${artifact.version}'s ${artifactContractsFileName}`;
    const contracts = await readStoredFile(storage, keyOf(artifact, artifactContractsFileName));
    if (!contracts)
      throw new ManifestError(
        `${where} is missing; publish a version built with createRemoteConfig`,
      );
    return parseContractsFile(artifact.remote, contracts, where);
  }

  /** A published file's bytes to stream, or null when the storage has lost it. */
  function openFile(artifact: Artifact, file: string): Promise<StoredObject | null> {
    return storage.get(keyOf(artifact, file));
  }

  /** The stored .br or .gz copy of a published file the client accepts, or null (send it as it is). */
  function openCompressed(artifact: Artifact, file: string, acceptEncoding: string | undefined) {
    // A build that brought its own `x.js.br` keeps it as a file of its own, not as x.js's encoding.
    const ownFile = (suffix: string) => artifact.files.some((f) => f.path === file + suffix);
    if (storedEncodings.some(({ suffix }) => ownFile(suffix))) return Promise.resolve(null);
    return openPrecompressed(storage, keyOf(artifact, file), acceptEncoding);
  }

  async function list(): Promise<RemoteSummary[]> {
    const rows = await db.selectFrom('registry_artifact').select(['remote', 'version']).execute();
    return remoteNames.map((remote) => {
      const versions = rows.filter((row) => row.remote === remote).map((row) => row.version);
      return {
        remote,
        versions: versions.length,
        latest: versions.sort(compareSemver).at(-1) ?? null,
      };
    });
  }

  /** Every published version of a remote, highest semver first. */
  async function versions(remote: RemoteName): Promise<Artifact[]> {
    const rows = await db
      .selectFrom('registry_artifact')
      .selectAll()
      .where('remote', '=', remote)
      .execute();
    return rows.map(remember).sort((a, b) => compareSemver(b.version, a.version));
  }

  return { get, publish, readManifest, readContracts, openFile, openCompressed, list, versions };
}

export type ArtifactStore = ReturnType<typeof createArtifactStore>;

const keyOf = (artifact: Artifact, file: string) =>
  `${artifact.remote}/${artifact.version}/${file}`;
