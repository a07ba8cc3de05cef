import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { fakeArtifactFiles, startTestRegistry, testToken, type TestRegistry } from '../testing';
import { packArtifact } from '../tarball';
import { createPeopleStore } from './people';

const password = 'release-day-0123';
const ciToken = 'ci-token-0123456789abcdef';

describe.each(await testDialects())('release console on %s', (dialect) => {
  let registry: TestRegistry;
  let pageDir: string;

  beforeAll(async () => {
    pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-page-'));
    fs.writeFileSync(path.join(pageDir, 'index.html'), '<!doctype html><title>Releases</title>');
    fs.writeFileSync(path.join(pageDir, 'console.0a1b2c3d.js'), 'void 0;');
    registry = await startTestRegistry(dialect, {
      tokens: [
        { name: 'tester', token: testToken, scope: 'release' },
        { name: 'ci', token: ciToken, scope: 'publish' },
      ],
      consoleDir: pageDir,
      loginLimits: { perName: 3, perAddress: 100, windowMs: 60_000 },
    });
    const people = createPeopleStore(registry.database.db);
    for (const [name, role] of [
      ['rita', 'releaser'],
      ['vic', 'viewer'],
      ['ada', 'admin'],
      ['limit', 'viewer'],
    ] as const)
      await people.create({ name, role, password, createdBy: 'test' });
    for (const version of ['1.0.0', '1.1.0'])
      await registry.client.publish({
        remote: 'mf_navigation',
        version,
        files: fakeArtifactFiles('mf_navigation'),
      });
    await registry.client.promote('wallart', { mf_navigation: { version: '1.0.0' } }, 'first');
  });
  afterAll(async () => {
    await registry.close();
    fs.rmSync(pageDir, { recursive: true, force: true });
  });

  const call = (route: string, init: RequestInit = {}) => fetch(`${registry.url}${route}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  async function logIn(name: string) {
    const response = await call('/console/api/login', json({ name, password }));
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken, user } = await response.json();
    return { cookie, csrfToken, user };
  }
  const promote = (headers: Record<string, string>, version = '1.1.0') =>
    call(
      '/api/channels/wallart/promote',
      json({ remotes: { mf_navigation: { version } }, reason: 'new header' }, headers),
    );

  it('serves the console page with a strict CSP and answers 401 to a visitor who has not logged in', async () => {
    const page = await call('/console/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await call('/console', { redirect: 'manual' })).headers.get('location')).toBe(
      '/console/',
    );
    const session = await call('/console/api/session');
    expect(session.status).toBe(401);
    expect((await session.json()).message).toBe('Log in to use the release console');
    expect((await promote({})).status).toBe(401);
  });

  it('asks for the page again on every visit and keeps its hashed files for good', async () => {
    const page = await call('/console/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = await call('/console/console.0a1b2c3d.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers 503 with the build command while the page is not built', async () => {
    const unbuilt = await startTestRegistry(dialect, {
      consoleDir: path.join(pageDir, 'missing'),
    });
    try {
      const response = await fetch(`${unbuilt.url}/console/`);
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(
        'The release console is not built; run: npm run build -w @shop/registry',
      );
    } finally {
      await unbuilt.close();
    }
  });

  it('logs a person in with a __Host- cookie that scripts cannot read and refuses a wrong password', async () => {
    const wrong = await call(
      '/console/api/login',
      json({ name: 'rita', password: 'not-her-password' }),
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Name or password is wrong');
    const unknown = await call('/console/api/login', json({ name: 'nobody', password }));
    expect(unknown.status).toBe(401);
    const right = await call('/console/api/login', json({ name: 'Rita', password }));
    expect(right.status).toBe(200);
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-registry_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(await right.json()).toMatchObject({ user: { name: 'rita', role: 'releaser' } });
  });

  it('lets a releaser promote only with the session CSRF token and records the person in the audit', async () => {
    const { cookie, csrfToken } = await logIn('rita');
    const forged = await promote({ cookie });
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe('csrf');
    expect((await promote({ cookie, 'x-csrf-token': `${csrfToken}x` })).status).toBe(403);
    const promoted = await promote({ cookie, 'x-csrf-token': csrfToken });
    expect(promoted.status).toBe(201);
    const { entries } = await (await call('/api/audit?channel=wallart&limit=1')).json();
    expect(entries[0]).toMatchObject({ actor: 'rita', action: 'promote', reason: 'new header' });
    const rollback = await call(
      '/api/channels/wallart/rollback',
      json({ reason: 'header broke checkout' }, { cookie, 'x-csrf-token': csrfToken }),
    );
    expect(rollback.status).toBe(201);
  });

  it('refuses a viewer every release write with 403', async () => {
    const { cookie, csrfToken, user } = await logIn('vic');
    expect(user.role).toBe('viewer');
    const refused = await promote({ cookie, 'x-csrf-token': csrfToken });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/vic may not change release sets/);
  });

  it('lets a publish-only CI token publish but not promote', async () => {
    const published = await call('/api/artifacts/mf_navigation/1.2.0', {
      method: 'POST',
      headers: { authorization: `Bearer ${ciToken}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(await packArtifact(fakeArtifactFiles('mf_navigation'))),
    });
    expect(published.status).toBe(201);
    const refused = await promote({ authorization: `Bearer ${ciToken}` }, '1.2.0');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('The token "ci" may not change release sets');
  });

  it('ends the session at logout, and a disabled person can no longer log in', async () => {
    const { cookie, csrfToken } = await logIn('ada');
    expect((await call('/console/api/session', { headers: { cookie } })).status).toBe(200);
    const loggedOut = await call('/console/api/logout', {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(loggedOut.status).toBe(204);
    expect((await call('/console/api/session', { headers: { cookie } })).status).toBe(401);
    const again = await logIn('ada');
    await createPeopleStore(registry.database.db).setDisabled('ada', true);
    expect((await call('/console/api/session', { headers: { cookie: again.cookie } })).status).toBe(
      401,
    );
    expect((await call('/console/api/login', json({ name: 'ada', password }))).status).toBe(401);
  });

  it('limits login attempts per name with 429 and a wait', async () => {
    const attempt = () =>
      call('/console/api/login', json({ name: 'limit', password: 'guess-guess-1' }));
    for (let count = 0; count < 3; count++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many login attempts; try again in \d+ min/);
  });

  it('answers bad login input with 400 and a readable message', async () => {
    const bad = await call('/console/api/login', json({ name: '', password: '' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(
      /name is 2 to 40 characters|A password is required/,
    );
  });
});
