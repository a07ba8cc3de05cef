import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { silentLog } from './testing/edge-config';
import { afterEach, describe, expect, it } from 'vitest';
import { createInvalidations } from '@shop/server-kit';
import { createReleaseSetSource } from './release-sets';

const activeSet = {
  id: 7,
  channel: 'wallart',
  environment: 'production',
  remotes: {
    mf_navigation: {
      version: '1.4.0',
      manifestUrl: '/remotes/mf_navigation/1.4.0/mf-manifest.json',
      integrity: 'sha384-abc',
    },
  },
  canary: null,
};

const log = silentLog;
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function registry(served: { id: number } = activeSet): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ...activeSet, ...served }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An address nothing listens on: a registry that is down. */
async function downRegistry(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const stateFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-state-'));
  stops.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'edge', 'release-sets.json');
};

describe('release sets across an edge restart', () => {
  it('a restarted edge serves the last good set while the registry is down', async () => {
    const file = stateFile();
    const running = createReleaseSetSource(await registry(), log, { stateFile: file });
    expect((await running('wallart', 50)).id).toBe(7);

    const restarted = createReleaseSetSource(await downRegistry(), log, { stateFile: file });
    expect(await restarted('wallart', 50)).toEqual({
      id: 7,
      channel: 'wallart',
      environment: 'production',
      remotes: activeSet.remotes,
    });
  });

  it('without a kept set, a down registry is an error, and a damaged file does not stop the start', async () => {
    const file = stateFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{"wallart": {"id": "not a set"');
    const source = createReleaseSetSource(await downRegistry(), log, { stateFile: file });
    await expect(source('wallart', 50)).rejects.toThrow();
  });
});

describe('a channel with nothing promoted yet', () => {
  it('is a warning that names the channel, not an outage, and no set is made up', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'no-release-set' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => server.close());
    const warnings: unknown[] = [];
    const errors: unknown[] = [];
    const recording = {
      ...silentLog,
      warn: (entry: unknown) => void warnings.push(entry),
      error: (entry: unknown) => void errors.push(entry),
    };
    const source = createReleaseSetSource(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      recording as never,
    );

    await expect(source.pinnedSetsOf('kartenliebe')).rejects.toThrow(
      'kartenliebe has no active release set yet',
    );
    expect(warnings).toEqual([{ event: 'release-set-none-pinned', channel: 'kartenliebe' }]);
    expect(errors).toEqual([]);
  });
});

describe('the sets a channel pins', () => {
  const canarySet = {
    ...activeSet,
    id: 8,
    remotes: { mf_navigation: { ...activeSet.remotes.mf_navigation, version: '1.5.0' } },
  };

  it('are the active set and its canary; a restarted edge knows them before asking the registry', async () => {
    const file = stateFile();
    const running = createReleaseSetSource(
      await registry({ id: 7, canary: { releaseSet: canarySet, percentage: 10 } } as never),
      log,
      { stateFile: file },
    );
    const pinned = (await running.pinnedSetsOf('wallart')).map((set) => set.remotes);
    expect(pinned.map((remotes) => remotes.mf_navigation?.version)).toEqual(['1.4.0', '1.5.0']);
    expect(createReleaseSetSource(await registry(), log).keptSets()).toEqual([]);

    const restarted = createReleaseSetSource(await downRegistry(), log, { stateFile: file });
    expect(restarted.keptSets().map((set) => set.id)).toEqual([7, 8]);
  });
});

describe('release sets with change notices', () => {
  it('keeps a set until its channel’s notice or the safety TTL, and fetches again after either', async () => {
    const served = { id: 7 };
    const changes = createInvalidations(null, 'release-sets');
    let time = 0;
    const source = createReleaseSetSource(await registry(served), log, {
      changes,
      safetyTtlMs: 30_000,
      now: () => time,
    });
    expect((await source('wallart', 50)).id).toBe(7);
    served.id = 8;
    expect((await source('wallart', 50)).id).toBe(7);
    await changes.publish('kartenliebe');
    expect((await source('wallart', 50)).id).toBe(7);
    await changes.publish('wallart');
    expect((await source('wallart', 50)).id).toBe(8);
    served.id = 9;
    time += 30_000;
    expect((await source('wallart', 50)).id).toBe(9);
  });
});

describe('release sets with a change feed that can be cut off', () => {
  it('asks on every request while the feed is cut off, and keeps nothing fetched across a reset', async () => {
    const served = { id: 7 };
    const handlers = {
      message: [] as Array<(channel: string) => void>,
      reset: [] as Array<() => void>,
    };
    let connected = false;
    const feed = {
      onMessage: (handler: (channel: string) => void) => void handlers.message.push(handler),
      onReset: (handler: () => void) => void handlers.reset.push(handler),
      connected: () => connected,
    };
    const source = createReleaseSetSource(await registry(served), log, { changes: feed });
    expect((await source('wallart', 50)).id).toBe(7);
    served.id = 8;
    expect((await source('wallart', 50)).id).toBe(8);

    connected = true;
    handlers.reset.forEach((reset) => reset());
    expect((await source('wallart', 50)).id).toBe(8);
    served.id = 9;
    expect((await source('wallart', 50)).id).toBe(8);
    // Cut off: the kept set may have missed a change, so the next request asks again.
    connected = false;
    handlers.reset.forEach((reset) => reset());
    expect((await source('wallart', 50)).id).toBe(9);
    served.id = 10;
    connected = true;
    handlers.reset.forEach((reset) => reset());
    expect((await source('wallart', 50)).id).toBe(10);
    served.id = 11;
    handlers.message.forEach((message) => message('wallart'));
    expect((await source('wallart', 50)).id).toBe(11);
  });
});
