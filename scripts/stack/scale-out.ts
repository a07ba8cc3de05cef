import type { Writable } from 'node:stream';
import { freePorts } from './free-port';
import { haproxyInstalled, startLoadBalancer } from './load-balancer';
import { spawnService, waitUntilListening, type RunningService } from './process-group';
import type { ServiceSpec } from './services';

/** Why several instances per service cannot run with these settings, or null when they can. */
export function scaleOutRefusal(settings: {
  instances: number;
  databaseUrl: string;
  redisUrl?: string;
}): string | null {
  if (settings.instances === 1) return null;
  if (!Number.isInteger(settings.instances) || settings.instances < 1 || settings.instances > 8)
    return `SHOP_INSTANCES must be a whole number from 1 to 8, got "${settings.instances}"`;
  if (!settings.databaseUrl.startsWith('postgres'))
    return 'SHOP_INSTANCES above 1 needs a database every instance shares: set DATABASE_URL=postgres://...';
  if (!settings.redisUrl)
    return 'SHOP_INSTANCES above 1 needs a Redis every instance shares: set REDIS_URL=redis://...';
  if (!haproxyInstalled())
    return 'SHOP_INSTANCES above 1 needs HAProxy: install it with apt-get install -y haproxy';
  return null;
}

/**
 * Runs `count` instances of every service on ports of their own, with HAProxy on the services' usual
 * ports in front of them, so every caller (the edge, the CLIs, the shopper) is unchanged. Started
 * instances are added to `running` as they start, so a failure can stop them.
 */
export async function startInstances(
  specs: ServiceSpec[],
  count: number,
  running: RunningService[],
  options: { repoRoot: string; dataDir: string; output: Writable },
): Promise<{ statsPort: number }> {
  const [statsPort, ...instancePorts] = await freePorts(
    1 + specs.length * count,
    new Set(specs.map((spec) => spec.port)),
  );
  const plans = specs.map((spec, index) => ({
    spec,
    ports: instancePorts.slice(index * count, (index + 1) * count),
  }));
  // The first instance of each service migrates and seeds an empty database; the others start on a ready one.
  for (let index = 0; index < count; index += 1) {
    const wave = plans.map(({ spec, ports }) =>
      spawnService(
        { ...spec, port: ports[index]!, instance: index + 1 },
        options.repoRoot,
        options.output,
      ),
    );
    running.push(...wave);
    await Promise.all(wave.map((service) => waitUntilListening(service, 60_000)));
  }
  running.push(
    await startLoadBalancer(
      plans.map(({ spec, ports }) => ({
        name: spec.name,
        port: spec.port,
        healthPath: spec.healthPath,
        instancePorts: ports,
      })),
      { dataDir: options.dataDir, statsPort: statsPort!, output: options.output },
    ),
  );
  return { statsPort: statsPort! };
}
