import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3ArtifactStorageOptions } from './artifact-storage/s3-storage';

// s3rver ships no types; this is the part the test store uses.
type S3rver = {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rver;

export type TestS3 = {
  /** Options for createS3ArtifactStorage (path-style, the store's own credentials). */
  options: S3ArtifactStorageOptions;
  /** The same store as ARTIFACTS_S3_* variables, with the credentials as AWS_* variables. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** An S3-compatible store (s3rver) on 127.0.0.1, a free port, over a temporary folder. */
export async function startTestS3(bucket = 'artifacts', prefix?: string): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these fixed keys only.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    options: { bucket, region: 'us-east-1', endpoint, prefix, forcePathStyle: true, credentials },
    env: {
      ARTIFACTS_S3_BUCKET: bucket,
      ARTIFACTS_S3_ENDPOINT: endpoint,
      ARTIFACTS_S3_FORCE_PATH_STYLE: '1',
      ...(prefix ? { ARTIFACTS_S3_PREFIX: prefix } : {}),
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
