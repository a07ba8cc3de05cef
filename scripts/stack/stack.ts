import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { assertPortsFree, freePort, freePorts } from './free-port';
import { spawnService, stopAll, waitUntilListening, type RunningService } from './process-group';
import { seedConsoleAccount } from './seed-console';
import { seedContentMedia } from './seed-media';
import { seedReleases } from './seed-releases';
import { scaleOutRefusal, startInstances } from './scale-out';
import { serviceSpecs, type Ports, type StackSettings } from './services';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type StackOptions = {
  /** Port of the shop's one origin (0: any free one). */
  port: number;
  /** `consecutive`: the services take the ports after the shop's (npm start); `free`: any free ones (tests). */
  servicePorts?: 'consecutive' | 'free';
  /** How long a remote may take before its slot shows the fallback. */
  remoteTimeoutMs?: number;
  /** How long the page waits for the flag service before it renders the default UI. */
  flagsReadyTimeoutMs?: number;
  /** Extra environment per service, e.g. looser rate limits for a browser-test run from one address. */
  serviceEnv?: Record<string, Record<string, string>>;
  databaseUrl: string;
  dataDir: string;
  environment?: string;
  /** Instances of every service behind a load balancer (1: each service once, no load balancer). */
  instances?: number;
  /** Shared by every instance; needed for more than one (REDIS_URL). */
  redisUrl?: string;
  redisPrefix?: string;
  output: Writable;
};

export type Stack = {
  ports: Ports;
  /** The slot time-out the edge hands to pages. */
  remoteTimeoutMs: number;
  registryUrl: string;
  registryToken: string;
  /** The release console, and where the development login's password is (null: none was made). */
  consoleUrl: string;
  consolePasswordFile: string | null;
  /** The flag service's admin API (internal, not proxied by the edge) and its token. */
  flagsAdminUrl: string;
  flagsAdminToken: string;
  /** The shop's origin for a channel, on *.localhost host names. */
  origin(channel: 'wallart' | 'kartenliebe'): string;
  /** HAProxy's statistics port when several instances run behind it. */
  loadBalancerStatsPort: number | null;
  /** The running processes of a service, one per instance. */
  instancesOf(name: string): RunningService[];
  stop(): Promise<void>;
};

async function choosePorts(port: number, servicePorts: 'consecutive' | 'free'): Promise<Ports> {
  if (servicePorts === 'consecutive') {
    const edge = port === 0 ? await freePort() : port;
    return {
      edge,
      registry: edge + 1,
      shopApi: edge + 2,
      content: edge + 3,
      gateway: edge + 4,
      flags: edge + 5,
      catalogue: edge + 6,
    };
  }
  // All at once, so no two services are given the same port.
  const [edge, registry, shopApi, content, gateway, flags, catalogue] =
    port === 0 ? await freePorts(7) : [port, ...(await freePorts(6, new Set([port])))];
  return {
    edge: edge!,
    registry: registry!,
    shopApi: shopApi!,
    content: content!,
    gateway: gateway!,
    flags: flags!,
    catalogue: catalogue!,
  };
}

/** A local admin token: the variable if set, else the one kept under the data folder, else a new one. */
function localToken(
  dataDir: string,
  name: 'registry-token' | 'flags-admin-token',
  variable: string | undefined,
): string {
  if (variable) return variable;
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const token = crypto.randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Starts every service of the shop behind one origin, seeds what is empty, and returns the URLs. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const instances = options.instances ?? 1;
  const refusal = scaleOutRefusal({ ...options, instances });
  if (refusal) throw new Error(refusal);
  const ports = await choosePorts(options.port, options.servicePorts ?? 'consecutive');
  const token = localToken(options.dataDir, 'registry-token', process.env.REGISTRY_TOKEN);
  const flagsAdminToken = localToken(
    options.dataDir,
    'flags-admin-token',
    process.env.FLAGS_ADMIN_TOKEN,
  );
  const origin = (channel: 'wallart' | 'kartenliebe') =>
    `http://${channel === 'wallart' ? 'localhost' : 'kartenliebe.localhost'}:${ports.edge}`;
  const settings: StackSettings = {
    repoRoot,
    ports,
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    environment: options.environment ?? 'development',
    registryTokens: `local:${token}`,
    publicUrls: { wallart: origin('wallart'), kartenliebe: origin('kartenliebe') },
    remoteTimeoutMs: options.remoteTimeoutMs ?? 8000,
    flagsReadyTimeoutMs: options.flagsReadyTimeoutMs ?? 10_000,
    flagsAdminToken,
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    serviceEnv: options.serviceEnv ?? {},
  };
  const log = (line: string) => options.output.write(`[stack] ${line}\n`);
  const services: RunningService[] = [];
  const stop = () => stopAll(services);
  let consolePasswordFile: string | null = null;
  let loadBalancerStatsPort: number | null = null;
  try {
    // The seed's images are drawn while the services start; neither needs the other.
    const media = seedContentMedia(options.dataDir, log);
    if (instances > 1) {
      ({ statsPort: loadBalancerStatsPort } = await startInstances(
        serviceSpecs(settings),
        instances,
        services,
        { ...options, repoRoot },
      ));
    } else {
      await assertPortsFree(serviceSpecs(settings));
      for (const spec of serviceSpecs(settings))
        services.push(spawnService(spec, repoRoot, options.output));
      await Promise.all(services.map((service) => waitUntilListening(service, 60_000)));
    }
    await media;
    seedContent(settings, options.output);
    await seedReleases(`http://127.0.0.1:${ports.registry}`, token, repoRoot, log);
    consolePasswordFile = seedConsoleAccount({ ...settings, log });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    registryUrl: `http://127.0.0.1:${ports.registry}`,
    registryToken: token,
    consoleUrl: `http://127.0.0.1:${ports.registry}/console/`,
    consolePasswordFile,
    flagsAdminUrl: `http://127.0.0.1:${ports.flags}/flags/admin`,
    flagsAdminToken,
    remoteTimeoutMs: settings.remoteTimeoutMs,
    origin,
    loadBalancerStatsPort,
    instancesOf: (name) => services.filter((service) => service.spec.name === name),
    stop,
  };
}

/** Imports the seeded stories; the import is idempotent, so a second start changes nothing. */
function seedContent(settings: StackSettings, output: Writable): void {
  const cli = path.join(repoRoot, 'infra/content/src/cli.ts');
  if (!fs.existsSync(cli)) return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, 'seed'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: settings.databaseUrl, SHOP_ENV: settings.environment },
    encoding: 'utf8',
  });
  output.write(result.stdout + result.stderr);
  if (result.status !== 0) throw new Error(`seeding content failed (exit ${result.status})`);
}
