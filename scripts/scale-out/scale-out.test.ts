import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelIds, type ChannelId } from '@shop/contracts';
import { createRegistryClient } from '@shop/registry';
import { repoRoot } from '../stack/stack';
import { scaleOutUnavailable, startCluster, type Cluster } from './cluster';
import { loadRun, type LoadFigures } from './load-run';
import {
  confirmationLinkOf,
  createClient,
  newestMail,
  signUp,
  type TestClient,
} from '@shop/shop-api/testing';

const unavailable = await scaleOutUnavailable();
if (unavailable) console.warn(`The scale-out suite is skipped: ${unavailable}.`);

const password = 'Sommer-Wiese-2026!';

/** A GET with the headers given, Host included (fetch does not let a caller set it). */
function getText(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** The release set the edge inlined into a page, read from the HTML as a browser would get it. */
async function pageReleaseSetId(edgeUrl: string, host: string): Promise<number> {
  const html = await getText(`${edgeUrl}/`, { host });
  const data = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(html);
  return (JSON.parse(data![1]!) as { releaseSet: { id: number } }).releaseSet.id;
}

async function countRows(databaseUrl: string, query: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(query, values)).rows[0].count);
  } finally {
    await client.end();
  }
}

describe.skipIf(unavailable !== null)('two instances of every service behind HAProxy', () => {
  let cluster: Cluster;
  let hosts: { wallart: string; kartenliebe: string };
  const figures: Record<string, LoadFigures | Record<string, number>> = {};

  beforeAll(async () => {
    cluster = await startCluster();
    const host = (channel: 'wallart' | 'kartenliebe') => new URL(cluster.origin(channel)).host;
    hosts = { wallart: host('wallart'), kartenliebe: host('kartenliebe') };
  });
  afterAll(async () => {
    if (Object.keys(figures).length > 0) {
      const file = path.join(repoRoot, 'test-results', 'scale-out-figures.json');
      fs.writeFileSync(file, JSON.stringify(figures, null, 2));
      console.log(`scale-out figures (${file}):\n${JSON.stringify(figures, null, 2)}`);
    }
    await cluster?.close();
  });

  /** A browser of the wall-art shop talking to `baseUrl`, with the cookies of `jar` if given. */
  const browserAt = (baseUrl: string, jar?: Map<string, string>) =>
    createClient(baseUrl, { origin: cluster.origin('wallart'), jar });

  /**
   * Signs up and follows the mailed link; true once the confirmation was acknowledged, which is
   * when the account is written.
   */
  async function signUpAndConfirm(browser: TestClient, email: string): Promise<boolean> {
    await browser.get('/web-api/customer-data');
    if ((await signUp(browser, email, password)).status !== 202) return false;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const link = confirmationLinkOf(await newestMail(browser, email));
      if (link) return (await browser.get(link)).status < 400;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  /** A confirmed account, signed up on one instance of the shop API and confirmed on the other. */
  async function confirmedAccount(email: string) {
    const browser = browserAt(cluster.instanceUrl('shop-api', 0));
    await browser.get('/web-api/customer-data');
    const answer = await signUp(browser, email, password);
    expect(answer.status, answer.text).toBe(202);
    const other = browserAt(cluster.instanceUrl('shop-api', 1));
    let link: string | undefined;
    await expect
      .poll(async () => (link = confirmationLinkOf(await newestMail(other, email))))
      .toBeDefined();
    expect((await other.get(link!)).status).toBeLessThan(400);
  }

  it('a login on one shop API instance is valid on the other', async () => {
    const email = `anna.${Date.now()}@example.com`;
    await confirmedAccount(email);
    const a = browserAt(cluster.instanceUrl('shop-api', 0));
    await a.get('/web-api/customer-data');
    const login = await a.post('/web-api/customer-login', { email, password });
    expect(login.status, login.text).toBe(200);
    const onB = await browserAt(cluster.instanceUrl('shop-api', 1), a.jar).get(
      '/web-api/customer-data',
    );
    expect(onB.json).toMatchObject({ isLoggedIn: true, firstName: 'Erika' });
  });

  it('failed logins count across both instances: the sixth is refused with 429', async () => {
    const email = `bernd.${Date.now()}@example.com`;
    await confirmedAccount(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const shopper = browserAt(cluster.instanceUrl('shop-api', attempt % 2));
      await shopper.get('/web-api/customer-data');
      statuses.push(
        (await shopper.post('/web-api/customer-login', { email, password: 'wrong-password-1' }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a promotion through one registry instance is on the next page of the other edge', async () => {
    const registryA = createRegistryClient(
      cluster.instanceUrl('registry', 0),
      cluster.registryToken,
    );
    const edgeB = cluster.instanceUrl('edge', 1);
    await pageReleaseSetId(edgeB, hosts.kartenliebe);
    const live = await registryA.active('kartenliebe');
    const pins = Object.fromEntries(
      Object.entries(live.remotes).map(([remote, pinned]) => [remote, pinned.version]),
    );
    await registryA.promote('kartenliebe', pins, 'the same versions again, as a new release set');
    const promoted = await registryA.active('kartenliebe');
    expect(promoted.id).not.toBe(live.id);
    await expect.poll(() => pageReleaseSetId(edgeB, hosts.kartenliebe)).toBe(promoted.id);
  });

  it('a content publish reaches both gateways, whose cached copies are otherwise fresh for minutes', async () => {
    const read = (index: number) =>
      fetch(
        `${cluster.instanceUrl('content-gateway', index)}/frontend-api/mp/storyblok?path=/de-de/datenschutz`,
        { headers: { 'x-channel': 'wallart-de', 'x-locale': 'de-DE' } },
      ).then(async (response) => (await response.text()).includes('Neu gefasst'));
    expect([await read(0), await read(1)]).toEqual([false, false]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-story-'));
    try {
      const seed = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'infra/content/src/cli.ts', 'seed', '--out', dir],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      expect(seed.status, seed.stderr).toBe(0);
      const file = path.join(dir, 'wallart/de-de/datenschutz.json');
      const story = JSON.parse(fs.readFileSync(file, 'utf8')) as { content: { title: string } };
      story.content.title = 'Neu gefasst: Datenschutzerklärung | Wallart';
      const only = path.join(dir, 'changed');
      fs.mkdirSync(only);
      fs.writeFileSync(path.join(only, 'datenschutz.json'), JSON.stringify(story));
      const published = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'infra/content/src/cli.ts', 'import', only, '--space', 'wallart'],
        {
          cwd: repoRoot,
          encoding: 'utf8',
          env: {
            ...process.env,
            DATABASE_URL: cluster.databaseUrl,
            REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
            REDIS_PREFIX: cluster.redisPrefix,
          },
        },
      );
      expect(published.status, published.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await expect.poll(() => read(0)).toBe(true);
    await expect.poll(() => read(1)).toBe(true);
  });

  it('a flag killed through one flag service instance reaches SDKs polling the other', async () => {
    const flag = 'voll_965_top_deal_labels';
    const killed = await fetch(
      `${cluster.instanceUrl('flags', 0)}/flags/admin/flags/${flag}/kill`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${cluster.flagsAdminToken}`,
          'content-type': 'application/json',
        },
        body: '{}',
      },
    );
    expect(killed.status, await killed.text()).toBe(200);
    const killedOnB = async () => {
      const response = await fetch(
        `${cluster.instanceUrl('flags', 1)}/flags/api/splitChanges?s=1.3&since=-1&rbSince=-1`,
        { headers: { authorization: 'Bearer localdev-server-key' } },
      );
      const body = (await response.json()) as {
        ff: { d: Array<{ name: string; killed: boolean }> };
      };
      return body.ff.d.find((definition) => definition.name === flag)?.killed;
    };
    await expect.poll(killedOnB).toBe(true);
  });

  it('stopping one instance of each service (SIGTERM) under load fails no shopper request', async () => {
    const stopped = cluster.services().map((name) => cluster.instancesOf(name)[0]!);
    figures.gracefulStop = await loadRun({
      url: cluster.origin('wallart'),
      hosts,
      seconds: 10,
      connections: 20,
      during: async () => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        for (const instance of stopped) instance.child.kill('SIGTERM');
      },
    });
    expect(figures.gracefulStop.failed).toBe(0);
    await cluster.restart(stopped);
  });

  it('killing one instance of each service in a 30 s load run loses only requests in flight there, and no write', async () => {
    const killed = cluster.services().map((name) => cluster.instancesOf(name)[1]!);
    const signUps: string[] = [];
    const promotions: string[] = [];
    let writing = true;
    const writer = (async () => {
      const registry = createRegistryClient(cluster.registryUrl, cluster.registryToken);
      const origin = cluster.origin('wallart');
      for (let round = 0; writing; round += 1) {
        const email = `load.${round}.${Date.now()}@example.com`;
        const shopper = browserAt(origin);
        try {
          if (await signUpAndConfirm(shopper, email)) signUps.push(email);
          const channel = channelIds[round % channelIds.length] as ChannelId;
          const live = await registry.active(channel);
          const pins = Object.fromEntries(
            Object.entries(live.remotes).map(([remote, pinned]) => [remote, pinned.version]),
          );
          await registry.promote(channel, pins, `load round ${round}`);
          promotions.push(`load round ${round}`);
        } catch {
          // A write that was not acknowledged may or may not have happened; only acknowledged ones count.
        }
      }
    })();
    figures.instanceKill = await loadRun({
      url: cluster.origin('wallart'),
      hosts,
      seconds: 30,
      connections: 20,
      during: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        for (const instance of killed) instance.child.kill('SIGKILL');
      },
    });
    writing = false;
    await writer;
    figures.writes = { signUps: signUps.length, promotions: promotions.length };
    // Each of the 20 connections has at most one request in flight on a killed process.
    expect(figures.instanceKill.failed).toBeLessThanOrEqual(20);
    expect(signUps.length).toBeGreaterThan(0);
    expect(
      await countRows(
        cluster.databaseUrl,
        'select count(*) from shop_customer where email = any($1)',
        [signUps],
      ),
    ).toBe(signUps.length);
    expect(
      await countRows(
        cluster.databaseUrl,
        'select count(distinct reason) from registry_release_set where reason = any($1)',
        [promotions],
      ),
    ).toBe(promotions.length);
  });
});
