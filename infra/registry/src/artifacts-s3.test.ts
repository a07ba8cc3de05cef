import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { readStoredFile } from '@shop/server-kit/artifact-storage';
import { startTestS3, type TestS3 } from '@shop/server-kit/s3-testing';
import { packArtifact } from './tarball';
import { fakeArtifactFiles, startTestRegistry, testToken, type TestRegistry } from './testing';

const upload = (registry: TestRegistry, target: string, body: Buffer) =>
  fetch(`${registry.url}/api/artifacts/${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${testToken}` },
    body: new Uint8Array(body),
  });

describe.each(await testDialects())('artifacts in an S3 bucket, metadata on %s', (dialect) => {
  let s3: TestS3;
  let registry: TestRegistry;
  beforeAll(async () => {
    s3 = await startTestS3('artifacts', 'registry');
    registry = await startTestRegistry(dialect, { artifactsS3: s3.options });
  });
  afterAll(async () => {
    await registry?.close();
    await s3?.close();
  });

  it('publishes into the bucket and serves the files immutable, with type and ETag', async () => {
    const files = fakeArtifactFiles('mf_navigation');
    await registry.client.publish({ remote: 'mf_navigation', version: '1.2.0', files });
    expect(await registry.storage.exists('mf_navigation/1.2.0')).toBe(true);

    const manifest = await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Buffer.from(await manifest.arrayBuffer()).equals(files[0]!.data)).toBe(true);

    const entry = await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/remoteEntry.js`);
    expect(entry.headers.get('content-length')).toBe(String(files[1]!.data.length));
    expect(await entry.text()).toBe(files[1]!.data.toString());
    const again = await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/remoteEntry.js`, {
      headers: { 'if-none-match': entry.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('refuses to republish a version and leaves the stored files untouched', async () => {
    const before = await readStoredFile(registry.storage, 'mf_navigation/1.2.0/remoteEntry.js');
    const response = await upload(
      registry,
      'mf_navigation/1.2.0',
      await packArtifact(fakeArtifactFiles('mf_navigation')),
    );
    expect(response.status).toBe(409);
    expect(await readStoredFile(registry.storage, 'mf_navigation/1.2.0/remoteEntry.js')).toEqual(
      before,
    );
  });

  it('stores nothing for a refused upload', async () => {
    const withoutContracts = fakeArtifactFiles('mf_navigation').filter(
      (file) => file.path !== 'contracts.json',
    );
    const response = await upload(
      registry,
      'mf_navigation/2.0.0',
      await packArtifact(withoutContracts),
    );
    expect(response.status).toBe(400);
    expect(await registry.storage.exists('mf_navigation/2.0.0')).toBe(false);
  });

  it('lets one of two simultaneous publishes of a version win, and serves exactly its files', async () => {
    const uploads = [fakeArtifactFiles('mf_account'), fakeArtifactFiles('mf_account')];
    const responses = await Promise.all(
      uploads.map(async (files) => upload(registry, 'mf_account/3.0.0', await packArtifact(files))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const winner = uploads[responses.findIndex((response) => response.status === 201)]!;
    for (const file of winner) {
      const served = await fetch(`${registry.url}/remotes/mf_account/3.0.0/${file.path}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(file.data), file.path).toBe(true);
    }
  });

  it('checks the contracts stored in the bucket when a version is promoted', async () => {
    const result = await registry.client.promote(
      'wallart',
      { mf_navigation: '1.2.0' },
      'First navigation from the bucket',
    );
    expect(result.releaseSet.remotes.mf_navigation).toMatchObject({
      version: '1.2.0',
      manifestUrl: '/remotes/mf_navigation/1.2.0/mf-manifest.json',
    });
  });
});
