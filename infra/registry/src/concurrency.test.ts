import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteName } from '@shop/contracts';
import { openDatabase } from '@shop/db';
import { testDialects } from '@shop/db/testing';
import { buildRegistryApp } from './app';
import { createRegistryClient, type RegistryClient } from './client';
import { fakeArtifactFiles, startTestRegistry, testToken, type TestRegistry } from './testing';

const workspace = fileURLToPath(new URL('..', import.meta.url));

type SecondRegistry = { url: string; stop(): Promise<void> };

/**
 * A second registry on the same database and artifacts folder. On PostgreSQL its own pool in this
 * process (no lock is shared with the first but the database's); on SQLite its own process, since
 * better-sqlite3 waits for a lock synchronously and would block the first one's event loop.
 */
async function startSecondRegistry(
  dialect: string,
  registry: TestRegistry,
): Promise<SecondRegistry> {
  if (dialect === 'postgres') {
    const database = openDatabase(registry.database.url);
    const app = await buildRegistryApp({
      db: database.db,
      artifactsDir: registry.artifactsDir,
      tokens: [{ name: 'tester', token: testToken, scope: 'release' }],
      logLevel: 'silent',
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url, stop: async () => (await app.close(), await database.close()) };
  }
  const { child, url } = await spawnRegistry(registry);
  return { url, stop: () => stop(child) };
}

/** A registry as its own process (src/main.ts). */
async function spawnRegistry(
  registry: TestRegistry,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: workspace,
    env: {
      ...process.env,
      DATABASE_URL: registry.database.url,
      ARTIFACTS_DIR: registry.artifactsDir,
      REGISTRY_TOKENS: `tester:${testToken}`,
      SHOP_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`second registry did not start:\n${output}`)),
      15_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /"event":"registry-started".*?"address":"([^"]+)"/.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`second registry exited with ${code}:\n${output}`)),
    );
  });
  return { child, url };
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe.each(await testDialects())('concurrent promotions on %s', (dialect) => {
  let registry: TestRegistry;
  let second: SecondRegistry | undefined;
  let clients: RegistryClient[];
  // 20 promotions, each pinning a version no other one pins: 10 of mf_navigation, 10 of mf_account.
  const promotions = Array.from({ length: 20 }, (_, i) => {
    const remote: RemoteName = i % 2 === 0 ? 'mf_navigation' : 'mf_account';
    return { remote, version: `${remote === 'mf_navigation' ? 1 : 2}.0.${Math.floor(i / 2)}` };
  });

  beforeAll(async () => {
    registry = await startTestRegistry(dialect);
    await Promise.all(
      promotions.map(({ remote, version }) =>
        registry.client.publish({ remote, version, files: fakeArtifactFiles(remote) }),
      ),
    );
    second = await startSecondRegistry(dialect, registry);
    clients = [registry.client, createRegistryClient(second.url, testToken)];
  }, 30_000);
  afterAll(async () => {
    await second?.stop();
    await registry?.close();
  });

  it('lands all 20 in the history, each built on the one before, across two registry instances', async () => {
    const results = await Promise.all(
      promotions.map(({ remote, version }, i) =>
        clients[Math.floor(i / 2) % 2]!.promote('wallart', { [remote]: version }, `Promotion ${i}`),
      ),
    );
    const { entries } = await registry.client.history('wallart');
    expect(entries).toHaveLength(20);
    const oldestFirst = [...entries].reverse();
    expect(new Set(results.map((result) => result.releaseSet.id))).toEqual(
      new Set(oldestFirst.map((entry) => entry.id)),
    );

    const pinnedAlongTheWay: string[] = [];
    oldestFirst.forEach((entry, i) => {
      const before = i === 0 ? {} : oldestFirst[i - 1]!.remotes;
      expect(entry.previousId).toBe(i === 0 ? null : oldestFirst[i - 1]!.id);
      // Exactly one remote differs from the set before: the one this promotion pinned; the rest carried over.
      const changed = (Object.keys(entry.remotes) as RemoteName[]).filter(
        (name) => entry.remotes[name]?.version !== before[name]?.version,
      );
      expect(changed).toHaveLength(1);
      expect({ ...before, [changed[0]!]: entry.remotes[changed[0]!] }).toEqual(entry.remotes);
      pinnedAlongTheWay.push(`${changed[0]}@${entry.remotes[changed[0]!]!.version}`);
    });
    expect(pinnedAlongTheWay.sort()).toEqual(
      promotions.map(({ remote, version }) => `${remote}@${version}`).sort(),
    );

    const active = await clients[1]!.active('wallart');
    expect(active.id).toBe(entries[0]!.id);
    expect(active.remotes).toEqual(entries[0]!.remotes);
    expect(Object.keys(active.remotes).sort()).toEqual(['mf_account', 'mf_navigation']);
  }, 20_000);
});
