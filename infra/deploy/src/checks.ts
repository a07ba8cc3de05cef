import type { Manifest } from './render';

type Probe = { httpGet?: { path?: string; port?: string | number } };
type Container = {
  name: string;
  image?: string;
  env?: { name: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    readOnlyRootFilesystem?: boolean;
  };
  resources?: { requests?: object; limits?: object };
};
export type PodSpec = {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
};

export function podSpec(deployment: Manifest): PodSpec {
  return (deployment.spec as { template: { spec: PodSpec } }).template.spec;
}

/** A health route: `/health`, `/healthz` or one under a service prefix such as `/web-api/health`. */
const healthPath = /^(\/[a-z-]+)*\/healthz?$/;

/** What keeps a Deployment from being rolled out safely: probes, non-root, read-only root, resources. */
export function deploymentProblems(deployment: Manifest): string[] {
  const name = deployment.metadata.name;
  const spec = podSpec(deployment);
  const problems: string[] = [];
  for (const container of spec.containers ?? []) {
    const where = `Deployment ${name}, container ${container.name}`;
    for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
      const path = container[probe]?.httpGet?.path;
      if (!path || !healthPath.test(path))
        problems.push(`${where}: ${probe} is not an HTTP GET on a /health route`);
    }
    const nonRoot = container.securityContext?.runAsNonRoot ?? spec.securityContext?.runAsNonRoot;
    const user = container.securityContext?.runAsUser ?? spec.securityContext?.runAsUser;
    if (nonRoot !== true || user === 0) problems.push(`${where}: may run as root`);
    if (container.securityContext?.readOnlyRootFilesystem !== true) {
      problems.push(`${where}: root file system is writable`);
    }
    if (!container.resources?.requests || !container.resources?.limits) {
      problems.push(`${where}: no resource requests and limits`);
    }
  }
  return problems;
}

/** Names of the ConfigMaps and Secrets a Deployment's containers read their environment from. */
export function environmentSources(deployment: Manifest): {
  configMaps: string[];
  secrets: string[];
} {
  const envFrom = podSpec(deployment).containers.flatMap((container) => container.envFrom ?? []);
  return {
    configMaps: envFrom.flatMap((source) =>
      source.configMapRef ? [source.configMapRef.name] : [],
    ),
    secrets: envFrom.flatMap((source) => (source.secretRef ? [source.secretRef.name] : [])),
  };
}

/** Every variable a Deployment's containers get: literal `env` entries and the keys of their sources. */
export function environmentOf(deployment: Manifest, docs: Manifest[]): Set<string> {
  const names = new Set(
    podSpec(deployment).containers.flatMap((c) => (c.env ?? []).map((e) => e.name)),
  );
  const { configMaps, secrets } = environmentSources(deployment);
  for (const doc of docs) {
    const source =
      (doc.kind === 'ConfigMap' && configMaps.includes(doc.metadata.name)) ||
      (doc.kind === 'Secret' && secrets.includes(doc.metadata.name));
    if (source) for (const key of dataKeys(doc)) names.add(key);
  }
  return names;
}

export function dataKeys(doc: Manifest): string[] {
  return [
    ...Object.keys((doc.data as object) ?? {}),
    ...Object.keys((doc.stringData as object) ?? {}),
  ];
}

/** Variable names listed in the first column of a README's configuration table(s). */
export function readmeVariables(
  markdown: string,
  processColumn?: (cell: string) => boolean,
): string[] {
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 3 || !/^`[A-Z][A-Z0-9_]+`/.test(cells[1]!)) continue;
    if (processColumn && !processColumn(cells[2]!)) continue;
    names.push(...[...cells[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
  }
  return names;
}
