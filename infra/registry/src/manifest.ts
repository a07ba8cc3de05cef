import crypto from 'node:crypto';
import { remoteContracts, type RemoteName } from '@shop/contracts';

export const manifestFileName = 'mf-manifest.json';

/** What the registry needs from an mf-manifest.json (the shape @module-federation/enhanced writes). */
export type ManifestSummary = {
  exposes: string[];
  /** Path of the remote entry inside the artifact, when the manifest names one. */
  remoteEntry?: string;
};

/** Thrown when a manifest is missing, unparseable or breaks the remote's contract. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

/** The SRI hash a release set pins for a manifest. */
export function sriIntegrity(data: Buffer | string): string {
  return `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;
}

/**
 * Parses a manifest and checks it belongs to `remote` and exposes every module the contract
 * requires. `where` names the manifest in messages (a file or a URL).
 */
export function checkManifest(
  remote: RemoteName,
  data: Buffer | string,
  where = manifestFileName,
): ManifestSummary {
  let manifest: unknown;
  try {
    manifest = JSON.parse(data.toString());
  } catch (error) {
    throw new ManifestError(`${where} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new ManifestError(`${where} must hold a JSON object`);
  }
  const { name, id, exposes, metaData } = manifest as Record<string, unknown>;
  if (name !== remote) {
    throw new ManifestError(
      `${where} is for container "${String(name)}", not ${remote}; check the name in the remote's federation config`,
    );
  }
  if (id !== undefined && id !== remote) {
    throw new ManifestError(`${where} has id "${String(id)}", not ${remote}`);
  }
  if (!Array.isArray(exposes)) throw new ManifestError(`${where} has no exposes list`);
  const exposed = exposes
    .map((entry) =>
      typeof entry === 'object' && entry !== null ? (entry as { path?: unknown }).path : undefined,
    )
    .filter((path): path is string => typeof path === 'string');
  const missing = remoteContracts[remote].exposes.filter((required) => !exposed.includes(required));
  if (missing.length > 0) {
    throw new ManifestError(
      `${where} does not expose ${missing.join(', ')}, which the host needs from ${remote} (it exposes: ${exposed.join(', ') || 'nothing'})`,
    );
  }
  return { exposes: exposed, remoteEntry: remoteEntryPath(metaData) };
}

function remoteEntryPath(metaData: unknown): string | undefined {
  const entry = (metaData as { remoteEntry?: { name?: unknown; path?: unknown } } | undefined)
    ?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') return undefined;
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\.?\/+|\/+$/g, '') : '';
  return folder ? `${folder}/${entry.name}` : entry.name;
}
