import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../s3-testing';
import { createFolderArtifactStorage } from './folder-storage';
import { createS3ArtifactStorage } from './s3-storage';
import { openArtifactStorage, readArtifactStorageEnv } from './storage-env';
import { readStoredFile, type ArtifactStorage } from './types';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3('artifacts', 'shop/prod');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => ArtifactStorage][] = [
  ['a folder', () => createFolderArtifactStorage(folder)],
  ['an S3 bucket', () => createS3ArtifactStorage(s3.options)],
];
const files = [
  { path: 'mf-manifest.json', data: Buffer.from('{"name":"mf_navigation"}') },
  { path: 'static/js/header.js', data: Buffer.from('export default 1;') },
];

describe.each(stores)('artifact storage in %s', (_, open) => {
  it('makes a staged version readable only once it is committed, with its exact bytes', async () => {
    const storage = open();
    const staged = await storage.stage('mf_navigation/1.0.0', files);
    expect(await storage.get('mf_navigation/1.0.0/mf-manifest.json')).toBeNull();
    expect(await storage.exists('mf_navigation/1.0.0')).toBe(false);
    await staged.commit();
    await staged.discard();
    const stored = await storage.get('mf_navigation/1.0.0/static/js/header.js');
    expect(stored?.size).toBe(files[1]!.data.length);
    stored?.body.destroy();
    expect(await readStoredFile(storage, 'mf_navigation/1.0.0/mf-manifest.json')).toEqual(
      files[0]!.data,
    );
    expect(await storage.exists('mf_navigation/1.0.0')).toBe(true);
    expect(await storage.exists('mf_navigation/1.0.0/static/js/header.js')).toBe(true);
    expect(await storage.exists('mf_navigation/1.0')).toBe(false);
  });

  it('leaves nothing behind when a staged version is discarded', async () => {
    const storage = open();
    await (await storage.stage('mf_navigation/2.0.0', files)).discard();
    expect(await storage.exists('mf_navigation/2.0.0')).toBe(false);
  });

  it('answers a missing file or a key that could climb out with null', async () => {
    const storage = open();
    await storage.put('mf_account/1.0.0/remoteEntry.js', Buffer.from('var a;'));
    for (const key of [
      'mf_account/9.9.9/remoteEntry.js',
      'mf_account/1.0.0',
      'mf_account/../mf_account/1.0.0/remoteEntry.js',
      'mf_account/1.0.0/./remoteEntry.js',
    ])
      expect(await storage.get(key), key).toBeNull();
    expect((await readStoredFile(storage, 'mf_account/1.0.0/remoteEntry.js'))?.toString()).toBe(
      'var a;',
    );
  });
});

describe('the artifact store the environment names', () => {
  it('is the folder by default, the bucket with ARTIFACTS_S3_BUCKET, and never both', () => {
    expect(readArtifactStorageEnv({ ARTIFACTS_DIR: '/srv/artifacts' })).toEqual({
      dir: '/srv/artifacts',
    });
    expect(readArtifactStorageEnv({})).toEqual({ dir: undefined });
    expect(
      readArtifactStorageEnv({
        ARTIFACTS_S3_BUCKET: 'shop-artifacts',
        ARTIFACTS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        ARTIFACTS_S3_PREFIX: '/prod/',
        ARTIFACTS_S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      s3: {
        bucket: 'shop-artifacts',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        prefix: 'prod',
        forcePathStyle: true,
      },
    });
    expect(() =>
      readArtifactStorageEnv({ ARTIFACTS_DIR: '/srv/a', ARTIFACTS_S3_BUCKET: 'b' }),
    ).toThrow(/both set/);
    expect(() => readArtifactStorageEnv({ ARTIFACTS_S3_ENDPOINT: 'http://x' })).toThrow(
      'ARTIFACTS_S3_ENDPOINT is set, but ARTIFACTS_S3_BUCKET is not',
    );
    expect(() =>
      readArtifactStorageEnv({ ARTIFACTS_S3_BUCKET: 'b', ARTIFACTS_S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow('ARTIFACTS_S3_FORCE_PATH_STYLE must be 1 or 0, got "yes"');
    expect(() =>
      readArtifactStorageEnv({ ARTIFACTS_S3_BUCKET: 'b', ARTIFACTS_S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/ARTIFACTS_S3_ENDPOINT must be/);
  });

  it('reaches the bucket with the credentials of the AWS variables', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, s3.env);
    try {
      const storage = openArtifactStorage(readArtifactStorageEnv(s3.env))!;
      expect(storage.location).toBe('s3://artifacts/shop/prod');
      await storage.put('mf_cart/1.0.0/remoteEntry.js', Buffer.from('var c;'));
      expect((await readStoredFile(storage, 'mf_cart/1.0.0/remoteEntry.js'))?.toString()).toBe(
        'var c;',
      );
    } finally {
      process.env = saved;
    }
  });
});
