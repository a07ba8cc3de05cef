import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactContractsFor, remoteContracts } from '@shop/contracts';
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

const navContracts = (modules: Record<string, string>) =>
  JSON.stringify({ remote: 'mf_navigation', modules });
const hostNavigationContracts = artifactContractsFor(
  'mf_navigation',
  everyNavigationModule,
).modules;

/** A CDN stand-in for external builds: good, lacking a module or its contracts, of a breaking contract, slow, and redirecting. */
function startManifestServer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (
      [
        '/good/mf-manifest.json',
        '/breaking/mf-manifest.json',
        '/no-contracts/mf-manifest.json',
      ].includes(request.url!)
    )
      return response.end(navManifest(everyNavigationModule));
    if (request.url === '/good/contracts.json')
      return response.end(navContracts(hostNavigationContracts));
    if (request.url === '/breaking/contracts.json')
      return response.end(navContracts({ ...hostNavigationContracts, './Footer': '2.0' }));
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
    await registry.client.publish({
      remote: 'mf_navigation',
      version: '2.0.0',
      files: fakeArtifactFiles('mf_navigation', {
        contracts: { ...hostNavigationContracts, './Header': '2.0', './Navigation': '2.1' },
      }),
    });
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
      'a published version built against another major of the host contracts',
      () => promote({ mf_navigation: { version: '2.0.0' } }),
      422,
      "mf_navigation 2.0.0 implements ./Header contract 2.0, but the host expects 1.x (1.0); mf_navigation 2.0.0 implements ./Navigation contract 2.1, but the host expects 1.x (1.0). Build it against the host's contracts or release a host that expects them.",
    ],
    [
      'an allowed external build of a breaking contract',
      () =>
        promote({
          mf_navigation: {
            version: '3.0.0',
            manifestUrl: `${cdnOrigin}/breaking/mf-manifest.json`,
          },
        }),
      422,
      /implements \.\/Footer contract 2\.0, but the host expects 1\.x/,
    ],
    [
      'an allowed external build without contracts.json',
      () =>
        promote({
          mf_navigation: {
            version: '3.0.0',
            manifestUrl: `${cdnOrigin}/no-contracts/mf-manifest.json`,
          },
        }),
      422,
      /^Could not fetch http:\/\/127\.0\.0\.1:\d+\/no-contracts\/contracts\.json: HTTP 404/,
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

  it('refuses an artifact whose contracts.json was lost after publishing', async () => {
    fs.rmSync(path.join(registry.artifactsDir, 'mf_navigation', '1.0.0', 'contracts.json'));
    await expect(
      registry.client.promote('wallart', { mf_navigation: '1.0.0' }, 'x'),
    ).rejects.toMatchObject({ status: 422, message: /1\.0\.0's contracts\.json is missing/ });
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
