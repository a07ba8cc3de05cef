import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** One Kubernetes object as written in a manifest. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> } & Record<
    string,
    unknown
  >;
  [field: string]: unknown;
};

type Generator = { name: string; behavior?: 'create' | 'merge' | 'replace'; literals?: string[] };
type Kustomization = {
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  generatorOptions?: { disableNameSuffixHash?: boolean };
  configMapGenerator?: Generator[];
};

/**
 * The fields of a kustomization.yaml this renderer applies. Anything else (patches, name prefixes,
 * hashed generator names) is refused, so a manifest change that needs a real kustomize is noticed.
 */
const supportedFields = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'replicas',
  'generatorOptions',
  'configMapGenerator',
]);

export function parseManifests(text: string, source: string): Manifest[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${source}: ${doc.errors[0]!.message}`);
      return doc.toJS() as Manifest | null;
    })
    .filter((doc): doc is Manifest => doc !== null);
}

function literalsToData(literals: string[], name: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const literal of literals) {
    const at = literal.indexOf('=');
    if (at <= 0) throw new Error(`configMapGenerator ${name}: "${literal}" is not KEY=value`);
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  return data;
}

function splitImage(image: string): { name: string; tag?: string } {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/')
    ? { name: image.slice(0, at), tag: image.slice(at + 1) }
    : { name: image };
}

function podSpecOf(doc: Manifest): { containers?: { image?: string }[] } | undefined {
  const spec = doc.spec as
    { template?: { spec?: { containers?: { image?: string }[] } } } | undefined;
  return spec?.template?.spec;
}

/** Renders a kustomization directory the way `kustomize build` does for the supported fields. */
export function renderKustomization(dir: string): Manifest[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const kustomization = parseManifests(
    readFileSync(file, 'utf8'),
    file,
  )[0] as unknown as Kustomization;
  const unsupported = Object.keys(kustomization).filter((field) => !supportedFields.has(field));
  if (unsupported.length > 0)
    throw new Error(`${file}: unsupported fields ${unsupported.join(', ')}`);
  if (kustomization.configMapGenerator && !kustomization.generatorOptions?.disableNameSuffixHash) {
    throw new Error(`${file}: generated ConfigMaps need generatorOptions.disableNameSuffixHash`);
  }

  const docs: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    if (statSync(target).isDirectory()) docs.push(...renderKustomization(target));
    else docs.push(...parseManifests(readFileSync(target, 'utf8'), target));
  }

  for (const generator of kustomization.configMapGenerator ?? []) {
    const data = literalsToData(generator.literals ?? [], generator.name);
    const existing = docs.find(
      (doc) => doc.kind === 'ConfigMap' && doc.metadata.name === generator.name,
    );
    const behavior = generator.behavior ?? 'create';
    if (behavior === 'create') {
      if (existing) throw new Error(`${file}: ConfigMap ${generator.name} exists already`);
      docs.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data });
    } else {
      if (!existing)
        throw new Error(
          `${file}: ConfigMap ${generator.name} to ${behavior} is not in the resources`,
        );
      existing.data = behavior === 'merge' ? { ...(existing.data as object), ...data } : data;
    }
  }

  for (const { name, count } of kustomization.replicas ?? []) {
    const target = docs.find((doc) => doc.kind === 'Deployment' && doc.metadata.name === name);
    if (!target) throw new Error(`${file}: replicas for unknown Deployment ${name}`);
    (target.spec as { replicas?: number }).replicas = count;
  }

  for (const image of kustomization.images ?? []) {
    let used = false;
    for (const container of docs.flatMap((doc) => podSpecOf(doc)?.containers ?? [])) {
      const current = splitImage(container.image ?? '');
      if (current.name !== image.name) continue;
      used = true;
      const tag = image.newTag ?? current.tag;
      container.image = `${image.newName ?? current.name}${tag ? `:${tag}` : ''}`;
    }
    if (!used) throw new Error(`${file}: image ${image.name} is used by no container`);
  }

  for (const { pairs } of kustomization.labels ?? []) {
    for (const doc of docs) doc.metadata.labels = { ...doc.metadata.labels, ...pairs };
  }

  if (kustomization.namespace) {
    for (const doc of docs)
      if (doc.kind !== 'Namespace') doc.metadata.namespace = kustomization.namespace;
  }
  return docs;
}
