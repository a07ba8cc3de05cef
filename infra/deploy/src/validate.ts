import type { Manifest } from './render';

type Validatable = { validate(): void };
type ModelClass = new (data: unknown) => Validatable;

/** `kubernetes-models/<group>/<version>/<Kind>`; the core group is plain `v1`. */
function modulePath(apiVersion: string, kind: string): string {
  return `kubernetes-models/${apiVersion}/${kind}`;
}

/** Validates one object against the Kubernetes JSON schema of its kind; returns the problems found. */
export async function schemaProblems(doc: Manifest): Promise<string[]> {
  const where = `${doc.kind ?? '?'} ${doc.metadata?.name ?? '?'}`;
  if (typeof doc.apiVersion !== 'string' || typeof doc.kind !== 'string') {
    return [`${where}: apiVersion and kind are required`];
  }
  let Model: ModelClass;
  try {
    const module = (await import(modulePath(doc.apiVersion, doc.kind))) as Record<
      string,
      ModelClass
    >;
    Model = module[doc.kind]!;
  } catch {
    return [`${where}: unknown kind ${doc.apiVersion}/${doc.kind}`];
  }
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
}
