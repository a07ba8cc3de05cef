import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHostTable, channels } from '@shop/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dataKeys,
  deploymentProblems,
  environmentOf,
  environmentSources,
  podSpec,
  readmeVariables,
} from './src/checks';
import { renderKustomization, type Manifest } from './src/render';
import { schemaProblems } from './src/validate';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const overlays = ['staging', 'production'] as const;

/** Where each Deployment's code reads its environment (shared server code included). */
const sourceDirs: Record<string, string[]> = {
  edge: ['host/server'],
  registry: ['infra/registry/src'],
  'shop-api': ['infra/shop-api/src'],
  content: ['infra/content/src'],
  'content-gateway': ['infra/content/src'],
  flags: ['infra/flags/src'],
  catalogue: ['infra/catalogue/src'],
};
const sharedDirs = ['infra/server-kit/src', 'infra/db/src'];

/** The README tables each Deployment's configuration must cover. */
const readmes: Record<string, { file: string; process?: (cell: string) => boolean }> = {
  registry: { file: 'infra/registry/README.md' },
  'shop-api': { file: 'infra/shop-api/README.md' },
  content: { file: 'infra/content/README.md', process: (cell) => /service|both/.test(cell) },
  'content-gateway': {
    file: 'infra/content/README.md',
    process: (cell) => /gateway|both/.test(cell),
  },
  flags: { file: 'infra/flags/README.md' },
  catalogue: { file: 'infra/catalogue/README.md' },
};
/** README variables a container does not take from a ConfigMap or Secret, and why. */
const notFromConfig = new Set([
  'PORT', // the container's own env, 8080 everywhere
  'LOG_REQUESTS', // one line per request: switched on by hand while debugging
  'FLAGS_ADMIN_URL', // read by the flags CLI, not by the service
  // The base keeps artifacts on the shared volume (ARTIFACTS_DIR); an environment on a bucket sets these instead.
  'ARTIFACTS_S3_BUCKET',
  'ARTIFACTS_S3_ENDPOINT',
  'ARTIFACTS_S3_REGION',
  'ARTIFACTS_S3_PREFIX',
  'ARTIFACTS_S3_FORCE_PATH_STYLE',
]);

function sourceText(dirs: string[]): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const dir of dirs) walk(path.join(repo, dir));
  return texts.join('\n');
}

const rendered = new Map<string, Manifest[]>();
beforeAll(() => {
  for (const overlay of overlays) {
    rendered.set(overlay, renderKustomization(path.join(here, 'k8s/overlays', overlay)));
  }
});
const of = (overlay: string, kind: string) =>
  rendered.get(overlay)!.filter((doc) => doc.kind === kind);

describe.each(overlays)('the %s overlay', (overlay) => {
  it('renders objects that all match the Kubernetes schemas', async () => {
    const docs = rendered.get(overlay)!;
    expect(docs.length).toBeGreaterThan(20);
    const problems = (await Promise.all(docs.map(schemaProblems))).flat();
    expect(problems).toEqual([]);
  });

  it('runs every service non-root, read-only, with readiness and liveness on its health route', () => {
    const deployments = of(overlay, 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(Object.keys(sourceDirs).sort());
    expect(deployments.flatMap(deploymentProblems)).toEqual([]);
  });

  it('puts everything in its namespace, on its images, with its SHOP_ENV', () => {
    const docs = rendered.get(overlay)!;
    const namespace = of(overlay, 'Namespace')[0]!.metadata.name;
    expect(
      docs.filter((d) => d.kind !== 'Namespace' && d.metadata.namespace !== namespace),
    ).toEqual([]);
    for (const deployment of of(overlay, 'Deployment')) {
      for (const container of podSpec(deployment).containers) {
        expect(container.image).toMatch(
          new RegExp(`^registry\\.example\\.com/shop/${deployment.metadata.name}:`),
        );
        expect(container.image).not.toMatch(/:dev$/);
      }
    }
    const shared = of(overlay, 'ConfigMap').find((c) => c.metadata.name === 'shop-config')!;
    expect((shared.data as Record<string, string>).SHOP_ENV).toBe(overlay);
  });

  it('reads every ConfigMap and Secret key somewhere in the code of a service that gets it', () => {
    const docs = rendered.get(overlay)!;
    const deployments = of(overlay, 'Deployment');
    const unused: string[] = [];
    for (const source of docs.filter((d) => d.kind === 'ConfigMap' || d.kind === 'Secret')) {
      const readers = deployments.filter((deployment) => {
        const { configMaps, secrets } = environmentSources(deployment);
        return (source.kind === 'ConfigMap' ? configMaps : secrets).includes(source.metadata.name);
      });
      if (readers.length === 0)
        unused.push(`${source.kind} ${source.metadata.name} is read by no Deployment`);
      const code = sourceText([
        ...new Set(readers.flatMap((d) => sourceDirs[d.metadata.name]!)),
        ...sharedDirs,
      ]);
      for (const key of dataKeys(source)) {
        if (!new RegExp(`\\b${key}\\b`).test(code)) unused.push(`${source.metadata.name}: ${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('gives every service each variable its README lists', () => {
    const docs = rendered.get(overlay)!;
    const missing: string[] = [];
    for (const deployment of of(overlay, 'Deployment')) {
      const readme = readmes[deployment.metadata.name];
      if (!readme) continue;
      const environment = environmentOf(deployment, docs);
      const listed = readmeVariables(
        readFileSync(path.join(repo, readme.file), 'utf8'),
        readme.process,
      );
      expect(listed.length).toBeGreaterThan(3);
      for (const name of listed) {
        if (!notFromConfig.has(name) && !environment.has(name))
          missing.push(`${deployment.metadata.name}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('routes every country host of both channels to the edge, one Ingress per channel', () => {
    const edgeConfig = of(overlay, 'ConfigMap').find((c) => c.metadata.name === 'edge-config')!;
    const patterns = Object.fromEntries(
      (edgeConfig.data as Record<string, string>)
        .SHOP_HOSTS!.split(',')
        .map((entry) => entry.split('=')),
    ) as Record<keyof typeof channels, string>;
    const table = buildHostTable(patterns);
    type Rule = { host: string; http: { paths: { backend: { service: { name: string } } }[] } };
    const ingresses = of(overlay, 'Ingress');
    expect(ingresses.map((i) => i.metadata.name).sort()).toEqual(Object.keys(channels).sort());
    for (const ingress of ingresses) {
      const rules = (ingress.spec as { rules: Rule[] }).rules;
      const expected = Object.entries(table)
        .filter(([, entry]) => entry.channel === ingress.metadata.name)
        .map(([host]) => host);
      expect(rules.map((rule) => rule.host).sort()).toEqual(expected.sort());
      const tls = (ingress.spec as { tls: { hosts: string[] }[] }).tls.flatMap(
        (entry) => entry.hosts,
      );
      expect(tls.sort()).toEqual(expected.sort());
      const backends = new Set(
        rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service.name)),
      );
      expect([...backends]).toEqual(['edge']);
    }
  });

  it('gives every Deployment a Service and a disruption budget, and scales the stateless ones', () => {
    const names = (kind: string) =>
      of(overlay, kind)
        .map((doc) => doc.metadata.name)
        .sort();
    expect(names('Service')).toEqual(names('Deployment'));
    expect(names('PodDisruptionBudget')).toEqual(names('Deployment'));
    expect(names('HorizontalPodAutoscaler')).toEqual(
      ['catalogue', 'content', 'content-gateway', 'edge', 'flags', 'shop-api'].sort(),
    );
  });
});

it('has an image build target for every Deployment', () => {
  const bake = readFileSync(path.join(here, 'docker-bake.hcl'), 'utf8');
  for (const name of Object.keys(sourceDirs)) expect(bake).toContain(`target "${name}"`);
});

describe('a broken manifest', () => {
  const deployment = (): Manifest => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'broken' },
    spec: {
      selector: { matchLabels: { app: 'broken' } },
      template: {
        metadata: { labels: { app: 'broken' } },
        spec: { containers: [{ name: 'broken', image: 'shop/broken:1' }] },
      },
    },
  });

  it('fails the schema validation', async () => {
    const wrongType = deployment();
    (wrongType.spec as { replicas: unknown }).replicas = 'two';
    expect(await schemaProblems(wrongType)).toEqual([
      expect.stringContaining('replicas must be integer'),
    ]);
    const noContainers = deployment();
    (noContainers.spec as { template: { spec: object } }).template.spec = {};
    expect((await schemaProblems(noContainers))[0]).toContain('containers');
    expect(await schemaProblems({ ...deployment(), kind: 'Deploymnet' })).toEqual([
      expect.stringContaining('unknown kind'),
    ]);
    expect(await schemaProblems(deployment())).toEqual([]);
  });

  it('fails the rollout checks without probes, non-root and a read-only root', () => {
    const problems = deploymentProblems(deployment());
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('readinessProbe'),
        expect.stringContaining('livenessProbe'),
        expect.stringContaining('may run as root'),
        expect.stringContaining('writable'),
      ]),
    );
  });

  it('fails to render an overlay that patches or misnames what it changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'overlay-'));
    mkdirSync(path.join(dir, 'base'));
    writeFileSync(path.join(dir, 'base/app.yaml'), JSON.stringify(deployment()));
    writeFileSync(path.join(dir, 'base/kustomization.yaml'), 'resources: [app.yaml]\n');
    const overlay = (body: string) => {
      writeFileSync(path.join(dir, 'kustomization.yaml'), `resources: [base]\n${body}`);
      return () => renderKustomization(dir);
    };
    expect(overlay('patches: [{path: x.yaml}]\n')).toThrow(/unsupported fields patches/);
    expect(overlay('replicas: [{name: other, count: 2}]\n')).toThrow(/unknown Deployment other/);
    expect(overlay('images: [{name: shop/other, newTag: "2"}]\n')).toThrow(/used by no container/);
    const good = overlay(
      'namespace: shop\nimages: [{name: shop/broken, newTag: "2"}]\nreplicas: [{name: broken, count: 3}]\n',
    )();
    expect(good[0]!.metadata.namespace).toBe('shop');
    expect((good[0]!.spec as { replicas: number }).replicas).toBe(3);
    expect(podSpec(good[0]!).containers[0]!.image).toBe('shop/broken:2');
  });
});
