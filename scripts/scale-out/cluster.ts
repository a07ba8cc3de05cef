import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, isPostgresReachable } from '@shop/db/testing';
import { isRedisReachable, testRedisUrl } from '@shop/server-kit/redis-testing';
import { haproxyInstalled, instanceStates } from '../stack/load-balancer';
import { spawnService, waitUntilListening, type RunningService } from '../stack/process-group';
import { repoRoot, startStack, type Stack } from '../stack/stack';

/** What the scale-out mode needs on this machine, or why it cannot run here. */
export async function scaleOutUnavailable(): Promise<string | null> {
  if (!(await isPostgresReachable())) return 'PostgreSQL on 127.0.0.1:5432 is unreachable';
  if (!(await isRedisReachable())) return `Redis at ${testRedisUrl} is unreachable`;
  if (!haproxyInstalled()) return 'HAProxy is not installed (apt-get install -y haproxy)';
  return null;
}

export type Cluster = Stack & {
  databaseUrl: string;
  redisPrefix: string;
  logFile: string;
  /** The services that run several times (every one but the load balancer). */
  services(): string[];
  /** The base URL of one instance of a service, bypassing the load balancer. */
  instanceUrl(service: string, index: number): string;
  /** Starts stopped instances again and waits until the load balancer sends them requests. */
  restart(instances: RunningService[]): Promise<void>;
  /** Resolves once the load balancer has every instance of every service in its rotation. */
  allInstancesUp(): Promise<void>;
  close(): Promise<void>;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every service twice behind HAProxy, on a throw-away PostgreSQL schema and its own Redis prefix. */
export async function startCluster(): Promise<Cluster> {
  const database = await createTestDatabase('postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-out-'));
  const resultsDir = path.join(repoRoot, 'test-results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, 'scale-out-stack.log');
  const output = fs.createWriteStream(logFile);
  const redisPrefix = `scale-out:${path.basename(dataDir)}:`;
  const stack = await startStack({
    port: 0,
    servicePorts: 'free',
    instances: 2,
    databaseUrl: database.url,
    redisUrl: testRedisUrl,
    redisPrefix,
    dataDir,
    output,
    // The load run comes from one address; the login limit is what the suite checks.
    serviceEnv: {
      'shop-api': { SHOP_SIGNUP_MAX_REQUESTS: '100000' },
      // Without a change notice a gateway would keep its copy for ten minutes.
      'content-gateway': { CONTENT_CACHE_FRESH_MS: '600000' },
      flags: { FLAGS_INGEST_IP_PER_MINUTE: '100000' },
      registry: { REGISTRY_HEALTH_REPORTS_PER_MINUTE: '100000' },
    },
  });
  const instanceUrl = (service: string, index: number) =>
    `http://127.0.0.1:${stack.instancesOf(service)[index]!.spec.port}`;
  const allInstancesUp = async () => {
    for (;;) {
      const states = await instanceStates(stack.loadBalancerStatsPort!);
      if (states.length > 0 && states.every((state) => state.up)) return;
      await delay(200);
    }
  };
  return {
    ...stack,
    databaseUrl: database.url,
    redisPrefix,
    logFile,
    instanceUrl,
    allInstancesUp,
    services: () =>
      ['edge', 'registry', 'shop-api', 'content', 'content-gateway', 'flags', 'catalogue'].filter(
        (name) => stack.instancesOf(name).length > 1,
      ),
    async restart(instances) {
      await Promise.all(
        instances.map(({ child }) =>
          child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined,
        ),
      );
      // The stack stops what it knows of: each new process replaces the stopped one there.
      for (const instance of instances)
        Object.assign(instance, spawnService(instance.spec, repoRoot, output));
      await Promise.all(instances.map((instance) => waitUntilListening(instance, 60_000)));
      await allInstancesUp();
    },
    async close() {
      await stack.stop();
      output.end();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
