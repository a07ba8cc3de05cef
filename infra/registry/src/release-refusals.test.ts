import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteContracts } from '@shop/contracts';
import { testDialects } from '@shop/db/testing';
import { sriIntegrity } from './manifest';
import { fakeArtifactFiles, startTestRegistry, testToken, type TestRegistry } from './testing';

/** Every module the host needs from the navigation remote. */
const everyNavigationModule = [...remoteContracts.mf_navigation.exposes];
const navManifest = (exposes: string[]) =>
  JSON.stringify({
    id: 'mf_navigation',
    name: 'mf_navigation',
    metaData: {},
    exposes: exposes.map((p) => ({ path: p })),
  });

/** A CDN stand-in for external manifests: good, lacking a module, slow, and redirecting. */
function startManifestServer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/good/mf-manifest.json')
      return response.end(navManifest(everyNavigationModule));
    if (request.url === '/no-header/mf-manifest.json')
      return response.end(navManifest(['./Footer']));
    if (request.url === '/redirect/mf-manifest.json')
      return response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (request.url === '/slow/mf-manifest.json') return; // never answers
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(await testDialects())('refused release writes on %s', (dialect) => {
  let registry: TestRegistry;
  let cdn: http.Server;
  let cdnOrigin: string;

  beforeAll(async () => {
    cdn = await startManifestServer();
    cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    registry = await startTestRegistry(dialect, {
      allowedOrigins: [cdnOrigin],
      fetchTimeoutMs: 300,
    });
    for (const [remote, version] of [
      ['mf_navigation', '1.0.0'],
      ['mf_navigation', '1.1.0'],
      ['mf_navigation', '1.2.0'],
      ['mf_account', '2.0.0'],
    ] as const) {
      await registry.client.publish({ remote, version, files: fakeArtifactFiles(remote) });
    }
    await registry.client.promote('wallart', { mf_navigation: '1.0.0' }, 'Baseline');
  });
  afterAll(async () => {
    cdn.closeAllConnections();
    cdn.close();
    await registry.close();
  });

  const post = (url: string, body: unknown, token: string | null = testToken) =>
    fetch(`${registry.url}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  const promote = (remotes: unknown, token?: string | null, reason = 'Try it') =>
    post('/api/channels/wallart/promote', { remotes, reason }, token);

  it.each([
    [
      'an unknown channel',
      () =>
        post('/api/channels/nowhere/promote', {
          remotes: { mf_navigation: { version: '1.1.0' } },
          reason: 'x',
        }),
      404,
      'Unknown channel "nowhere"; use one of: wallart, kartenliebe',
    ],
    [
      'a malformed version',
      () => promote({ mf_navigation: { version: '1.1' } }),
      400,
      /remotes\.mf_navigation\.version: Version must be semver/,
    ],
    [
      'an unknown remote',
      () => promote({ mf_search: { version: '1.0.0' } }),
      400,
      /remotes\.mf_search: Unknown remote "mf_search"; use one of: mf_navigation/,
    ],
    ['no remotes', () => promote({}), 400, /Name at least one remote/],
    [
      'no reason',
      () =>
        post('/api/channels/wallart/promote', { remotes: { mf_navigation: { version: '1.1.0' } } }),
      400,
      /reason: A reason is required/,
    ],
    [
      'a blank reason',
      () => promote({ mf_navigation: { version: '1.1.0' } }, testToken, '   '),
      400,
      /reason: A reason is required/,
    ],
    [
      'no token',
      () => promote({ mf_navigation: { version: '1.1.0' } }, null),
      401,
      /Writes need a token/,
    ],
    [
      'a wrong token',
      () => promote({ mf_navigation: { version: '1.1.0' } }, 'x'.repeat(27)),
      401,
      'The registry token is not valid',
    ],
    [
      'an unpublished version',
      () => promote({ mf_navigation: { version: '9.9.9' } }),
      422,
      'mf_navigation 9.9.9 is not published; publish it first (npm run publish in mf-navigation)',
    ],
    [
      'a URL outside the allow-list',
      () =>
        promote({
          mf_navigation: {
            version: '1.1.0',
            manifestUrl: 'https://cdn.evil.example/mf-manifest.json',
          },
        }),
      422,
      /^https:\/\/cdn\.evil\.example is not an allowed origin/,
    ],
    [
      'a registry path of another version',
      () =>
        promote({
          mf_navigation: {
            version: '1.1.0',
            manifestUrl: '/remotes/mf_navigation/1.2.0/mf-manifest.json',
          },
        }),
      400,
      /must be \/remotes\/mf_navigation\/1\.1\.0\/mf-manifest\.json/,
    ],
    [
      'an allowed manifest lacking ./Header',
      () =>
        promote({
          mf_navigation: {
            version: '3.0.0',
            manifestUrl: `${cdnOrigin}/no-header/mf-manifest.json`,
          },
        }),
      422,
      /does not expose \.\/Header/,
    ],
    [
      'an allowed manifest that redirects',
      () =>
        promote({
          mf_navigation: {
            version: '3.0.0',
            manifestUrl: `${cdnOrigin}/redirect/mf-manifest.json`,
          },
        }),
      422,
      /^Could not fetch/,
    ],
    [
      'an allowed manifest that never answers',
      () =>
        promote({
          mf_navigation: { version: '3.0.0', manifestUrl: `${cdnOrigin}/slow/mf-manifest.json` },
        }),
      422,
      /no answer within 300 ms/,
    ],
    [
      'an allowed manifest that is missing',
      () =>
        promote({
          mf_navigation: { version: '3.0.0', manifestUrl: `${cdnOrigin}/gone/mf-manifest.json` },
        }),
      422,
      /HTTP 404/,
    ],
    [
      'a canary of 100 percent',
      () =>
        post('/api/channels/wallart/canary', {
          remotes: { mf_navigation: { version: '1.1.0' } },
          percentage: 100,
          reason: 'x',
        }),
      400,
      /percentage/,
    ],
    [
      'a rollback without a reason',
      () => post('/api/channels/wallart/rollback', {}),
      400,
      /reason: A reason is required/,
    ],
  ])('refuses %s with a message and writes nothing', async (_, send, status, message) => {
    const before = await registry.client.history('wallart');
    const auditBefore = await registry.client.audit();
    const response = await send();
    expect(response.status).toBe(status);
    const body = await response.json();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await registry.client.history('wallart')).toEqual(before);
    expect(await registry.client.audit()).toEqual(auditBefore);
  });

  it('refuses an artifact whose manifest was damaged or lost after publishing', async () => {
    const folder = path.join(registry.artifactsDir, 'mf_navigation');
    fs.writeFileSync(path.join(folder, '1.1.0', 'mf-manifest.json'), navManifest(['./Header']));
    fs.rmSync(path.join(folder, '1.2.0', 'mf-manifest.json'));
    const before = await registry.client.history('wallart');
    await expect(
      registry.client.promote('wallart', { mf_navigation: '1.1.0' }, 'x'),
    ).rejects.toMatchObject({ status: 422, message: /changed on disk since it was published/ });
    await expect(
      registry.client.promote('wallart', { mf_navigation: '1.2.0' }, 'x'),
    ).rejects.toMatchObject({ status: 422, message: /its mf-manifest.json is missing/ });
    expect(await registry.client.history('wallart')).toEqual(before);
  });

  it('pins an allowed external manifest with its fetched integrity', async () => {
    const url = `${cdnOrigin}/good/mf-manifest.json`;
    const { releaseSet } = await registry.client.promote(
      'wallart',
      { mf_navigation: { version: '3.0.0', manifestUrl: url }, mf_account: '2.0.0' },
      'From the CDN',
    );
    expect(releaseSet.remotes.mf_navigation).toEqual({
      version: '3.0.0',
      manifestUrl: url,
      integrity: sriIntegrity(navManifest(everyNavigationModule)),
    });
  });

  it('refuses every write of a production registry without tokens, but serves reads', async () => {
    const locked = await startTestRegistry(dialect, { tokens: [], environment: 'production' });
    try {
      const response = await fetch(`${locked.url}/api/channels/wallart/rollback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${testToken}`, 'content-type': 'application/json' },
        body: '{"reason":"x"}',
      });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(
        /accepts no writes: no tokens are configured/,
      );
      expect((await locked.client.channels()).environment).toBe('production');
    } finally {
      await locked.close();
    }
  });
});
