import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Header } from 'tar';
import type { FastifyInstance } from 'fastify';
import {
  artifactContractsFileName,
  artifactContractsFor,
  remoteContracts,
  type Environment,
  type RemoteName,
} from '@shop/contracts';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import { openArtifactStorage, type ArtifactStorage } from '@shop/server-kit/artifact-storage';
import { buildRegistryApp, type RegistryAppOptions } from './app';
import { createRegistryClient, type RegistryClient } from './client';
import type { RegistrySchema } from './schema';
import type { ArtifactFile } from './tarball';

/** The token every test registry accepts, under the name `tester`. */
export const testToken = 'test-token-0123456789abcdef';

/** A minimal built remote: an mf-manifest.json in the shape @module-federation/enhanced writes, and its remoteEntry.js. */
export function fakeArtifactFiles(
  remote: RemoteName,
  options: {
    exposes?: readonly string[];
    manifest?: Record<string, unknown>;
    /** Contract versions per module; defaults to the host's. */
    contracts?: Record<string, string>;
  } = {},
): ArtifactFile[] {
  const exposes = options.exposes ?? remoteContracts[remote].exposes;
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: exposes.map((expose) => ({
      id: `${remote}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
    ...options.manifest,
  };
  return [
    { path: 'mf-manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', data: Buffer.from(`var ${remote};/* ${Math.random()} */`) },
    { path: 'static/js/async/header.js', data: Buffer.from('export default 1;') },
    {
      path: artifactContractsFileName,
      data: Buffer.from(
        JSON.stringify(
          options.contracts
            ? { remote, modules: options.contracts }
            : artifactContractsFor(remote, exposes),
        ),
      ),
    },
  ];
}

/** A gzip tarball with one entry of any name and type, as a hostile or broken client could send it. */
export function rawTarball(
  name: string,
  type: 'File' | 'SymbolicLink' = 'File',
  body = Buffer.from('x'),
): Buffer {
  const size = type === 'File' ? body.length : 0;
  const header = new Header({
    path: name,
    mode: 0o644,
    size,
    mtime: new Date(0),
    type,
    linkpath: type === 'File' ? '' : '/etc/passwd',
  });
  header.encode();
  const data = type === 'File' ? [body, Buffer.alloc((512 - (body.length % 512)) % 512)] : [];
  return zlib.gzipSync(Buffer.concat([header.block as Buffer, ...data, Buffer.alloc(1024)]));
}

export type TestRegistry = {
  app: FastifyInstance;
  url: string;
  database: TestDatabase<RegistrySchema>;
  /** The artifacts folder (created, yet unused, when the registry writes to `artifactsS3`). */
  artifactsDir: string;
  /** The artifact store the registry writes to, folder or bucket. */
  storage: ArtifactStorage;
  /** A client holding the test token. */
  client: RegistryClient;
  close(): Promise<void>;
};

/** A registry on 127.0.0.1 (random port) over a fresh database of `dialect` and a temporary artifacts folder, or `artifactsS3`. */
export async function startTestRegistry(
  dialect: 'sqlite' | 'postgres',
  options: Partial<Omit<RegistryAppOptions, 'db'>> & { environment?: Environment } = {},
): Promise<TestRegistry> {
  const database = await createTestDatabase<RegistrySchema>(dialect);
  const artifactsDir =
    options.artifactsDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-artifacts-'));
  const app = await buildRegistryApp({
    tokens: [{ name: 'tester', token: testToken, scope: 'release' }],
    logLevel: 'silent',
    ...options,
    db: database.db,
    artifactsDir,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    database,
    artifactsDir,
    storage: openArtifactStorage({ dir: artifactsDir, s3: options.artifactsS3 })!,
    client: createRegistryClient(url, testToken),
    close: async () => {
      await app.close();
      await database.close();
      if (!options.artifactsDir) fs.rmSync(artifactsDir, { recursive: true, force: true });
    },
  };
}
