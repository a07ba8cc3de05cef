import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { packArtifact } from './tarball';
import {
  fakeArtifactFiles,
  rawTarball,
  startTestRegistry,
  testToken,
  type TestRegistry,
} from './testing';

const upload = (
  registry: TestRegistry,
  target: string,
  body: Buffer,
  token: string | null = testToken,
) =>
  fetch(`${registry.url}/api/artifacts/${target}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/gzip',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new Uint8Array(body),
  });

describe.each(await testDialects())('artifacts on %s', (dialect) => {
  let registry: TestRegistry;
  beforeAll(async () => {
    registry = await startTestRegistry(dialect);
  });
  afterAll(() => registry.close());

  it('publishes a build and serves its files immutable, with CORS, type and ETag', async () => {
    const files = fakeArtifactFiles('mf_navigation');
    const artifact = await registry.client.publish({
      remote: 'mf_navigation',
      version: '1.2.0',
      files,
    });
    expect(artifact).toMatchObject({
      remote: 'mf_navigation',
      version: '1.2.0',
      manifestUrl: '/remotes/mf_navigation/1.2.0/mf-manifest.json',
      integrity: expect.stringMatching(/^sha384-/),
      exposes: ['./Header', './Navigation', './SubNavigation', './Footer'],
      publishedBy: 'tester',
    });
    expect(artifact.files.map((file) => [file.path, file.size])).toEqual(
      files.map((file) => [file.path, file.data.length]).sort(),
    );

    const manifest = await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Buffer.from(await manifest.arrayBuffer()).equals(files[0]!.data)).toBe(true);

    const entry = await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/remoteEntry.js`);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await entry.text()).toBe(files[1]!.data.toString());
    const etag = entry.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/remoteEntry.js`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(
      (await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/static/js/async/header.js`)).status,
    ).toBe(200);
  });

  it('answers 404 with CORS for an unknown file, version or remote, and never caches it', async () => {
    for (const target of [
      'mf_navigation/1.2.0/nope.js',
      'mf_navigation/9.9.9/mf-manifest.json',
      'mf_nope/1.0.0/mf-manifest.json',
      'mf_navigation/1.2.0/..%2F..%2F..%2Fpackage.json',
    ]) {
      const response = await fetch(`${registry.url}/remotes/${target}`);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect((await response.json()).message).toMatch(
        /not published|No file|Unknown remote|Not found/,
      );
    }
    const missing = await fetch(`${registry.url}/remotes/mf_navigation/9.9.9/mf-manifest.json`);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(await missing.json()).toEqual({
      message: 'mf_navigation 9.9.9 is not published',
      code: 'unknown-artifact',
    });
  });

  it('refuses to republish a version and leaves the original files untouched', async () => {
    const before = fs.readFileSync(
      path.join(registry.artifactsDir, 'mf_navigation/1.2.0/remoteEntry.js'),
    );
    const response = await upload(
      registry,
      'mf_navigation/1.2.0',
      await packArtifact(fakeArtifactFiles('mf_navigation')),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'mf_navigation 1.2.0 is published already; versions are immutable',
    });
    const served = await (
      await fetch(`${registry.url}/remotes/mf_navigation/1.2.0/remoteEntry.js`)
    ).text();
    expect(served).toBe(before.toString());
    expect(
      fs
        .readFileSync(path.join(registry.artifactsDir, 'mf_navigation/1.2.0/remoteEntry.js'))
        .equals(before),
    ).toBe(true);
    expect(await registry.client.listVersions('mf_navigation')).toHaveLength(1);
  });

  it.each([
    [
      'no manifest',
      async () => packArtifact(fakeArtifactFiles('mf_navigation').slice(1)),
      /has no mf-manifest.json/,
    ],
    [
      'unparseable manifest',
      async () => packArtifact([{ path: 'mf-manifest.json', data: Buffer.from('{"name": ') }]),
      /not valid JSON/,
    ],
    [
      'another container',
      async () => packArtifact(fakeArtifactFiles('mf_account')),
      /container "mf_account", not mf_navigation/,
    ],
    [
      'a missing expose',
      async () => packArtifact(fakeArtifactFiles('mf_navigation', { exposes: ['./Footer'] })),
      /does not expose \.\/Header/,
    ],
    [
      'a missing remote entry',
      async () =>
        packArtifact(fakeArtifactFiles('mf_navigation').filter((f) => f.path !== 'remoteEntry.js')),
      /no such file/,
    ],
    [
      'no contracts.json',
      async () =>
        packArtifact(fakeArtifactFiles('mf_navigation').filter((f) => f.path !== 'contracts.json')),
      /has no contracts\.json at its top level; build the remote with createRemoteConfig/,
    ],
    [
      'a malformed contracts.json',
      async () =>
        packArtifact(fakeArtifactFiles('mf_navigation', { contracts: { './Header': 'one' } })),
      /contracts\.json is malformed at modules\.\.\/Header: A contract version is major\.minor/,
    ],
    [
      "another remote's contracts.json",
      async () =>
        packArtifact(
          fakeArtifactFiles('mf_navigation').map((file) =>
            file.path === 'contracts.json'
              ? { ...file, data: Buffer.from('{"remote":"mf_account","modules":{}}') }
              : file,
          ),
        ),
      /contracts\.json is for mf_account, not mf_navigation/,
    ],
    [
      'a traversal path',
      async () => rawTarball('../../escaped.js'),
      /climbs out of the artifact folder/,
    ],
    ['an absolute path', async () => rawTarball('/tmp/escaped.js'), /absolute path/],
    [
      'a symbolic link',
      async () => rawTarball('remoteEntry.js', 'SymbolicLink'),
      /only regular files/,
    ],
    ['not a tarball', async () => Buffer.from('plain text'), /not a gzip tarball/],
  ])('refuses %s with 400 and stores nothing', async (_, body, message) => {
    const response = await upload(registry, 'mf_navigation/2.0.0', await body());
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect(fs.existsSync(path.join(registry.artifactsDir, 'mf_navigation/2.0.0'))).toBe(false);
    const temp = path.join(registry.artifactsDir, '.tmp');
    expect(fs.existsSync(temp) ? fs.readdirSync(temp) : []).toEqual([]);
    expect((await registry.client.listVersions('mf_navigation')).map((a) => a.version)).toEqual([
      '1.2.0',
    ]);
  });

  it('refuses a malformed version, an unknown remote, and uploads without a valid token', async () => {
    const body = await packArtifact(fakeArtifactFiles('mf_navigation'));
    const bad = await upload(registry, 'mf_navigation/1.2', body);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      '"1.2" is not a semver version, e.g. 1.4.0 or 1.5.0-rc.1',
    );
    expect((await upload(registry, 'mf_other/1.0.0', body)).status).toBe(404);
    const json = await fetch(`${registry.url}/api/artifacts/mf_navigation/3.0.0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toMatch(/gzip tarball/);
    const anonymous = await upload(registry, 'mf_navigation/3.0.0', body, null);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toMatch(/Authorization: Bearer/);
    const wrong = await upload(registry, 'mf_navigation/3.0.0', body, 'not-the-token-at-all');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('The registry token is not valid');
    expect(await registry.client.listVersions('mf_navigation')).toHaveLength(1);
  });

  it('lets only one of two simultaneous uploads of a version through', async () => {
    const [a, b] = await Promise.all([
      upload(registry, 'mf_account/5.0.0', await packArtifact(fakeArtifactFiles('mf_account'))),
      upload(registry, 'mf_account/5.0.0', await packArtifact(fakeArtifactFiles('mf_account'))),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const winner = (await (a.status === 201 ? a : b).json()) as {
      files: Array<{ path: string; sha256: string }>;
    };
    const served = Buffer.from(
      await (await fetch(`${registry.url}/remotes/mf_account/5.0.0/remoteEntry.js`)).arrayBuffer(),
    );
    expect(crypto.createHash('sha256').update(served).digest('base64url')).toBe(
      winner.files.find((f) => f.path === 'remoteEntry.js')!.sha256,
    );
  });

  it('lists remotes with their highest version, and versions highest first', async () => {
    for (const version of ['1.10.0', '1.9.0', '1.10.0-rc.1']) {
      await registry.client.publish({
        remote: 'mf_navigation',
        version,
        files: fakeArtifactFiles('mf_navigation'),
      });
    }
    const remotes = await registry.client.listRemotes();
    expect(remotes.find((r) => r.remote === 'mf_navigation')).toEqual({
      remote: 'mf_navigation',
      versions: 4,
      latest: '1.10.0',
    });
    expect(remotes.find((r) => r.remote === 'mf_account')).toEqual({
      remote: 'mf_account',
      versions: 1,
      latest: '5.0.0',
    });
    expect(remotes.find((r) => r.remote === 'mf_calculator')).toEqual({
      remote: 'mf_calculator',
      versions: 0,
      latest: null,
    });
    expect((await registry.client.listVersions('mf_navigation')).map((a) => a.version)).toEqual([
      '1.10.0',
      '1.10.0-rc.1',
      '1.9.0',
      '1.2.0',
    ]);
    const audit = await registry.client.audit();
    expect(audit[0]).toMatchObject({
      action: 'publish',
      actor: 'tester',
      subject: { remote: 'mf_navigation', version: '1.10.0-rc.1' },
    });
  });
});

describe('upload limit', () => {
  it('answers 413 naming the limit', async () => {
    const registry = await startTestRegistry('sqlite', { maxUploadBytes: 1024 });
    try {
      const big = await packArtifact([
        ...fakeArtifactFiles('mf_navigation'),
        {
          path: 'big.bin',
          data: Buffer.from(
            Array.from({ length: 4000 }, () => Math.random().toString(36)).join(''),
          ),
        },
      ]);
      const response = await upload(registry, 'mf_navigation/1.0.0', big);
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe('The upload is larger than the 1 KB limit');
    } finally {
      await registry.close();
    }
  });
});
