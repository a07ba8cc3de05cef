import {
  artifactContractsFileName,
  remoteContracts,
  type PinnedRemote,
  type RemoteName,
} from '@shop/contracts';
import { badRequest, HttpError } from '@shop/server-kit';
import { registryManifestPath, type ArtifactStore } from './artifact-store';
import { checkContracts, parseContractsFile } from './contracts-file';
import { checkManifest, ManifestError, sriIntegrity } from './manifest';
import type { PinnedRemotes } from './release-queries';

/** What a promotion or canary asks for, per remote. */
export type RequestedRemote = { version: string; manifestUrl?: string };

export type CheckOptions = {
  artifacts: ArtifactStore;
  /** Origins (scheme://host[:port]) whose manifests may be pinned besides the registry's own. */
  allowedOrigins: string[];
  fetchTimeoutMs: number;
};

const maxManifestBytes = 1024 * 1024;
const unprocessable = (message: string) => new HttpError(422, message, { code: 'check-failed' });

/**
 * Turns requested versions into pinned remotes, refusing anything the host could not load:
 * an unpublished artifact, a missing or broken manifest, a manifest lacking the contract's
 * modules, module contracts of another major than the host's, or a manifest URL outside the allow-list. Runs before any lock is taken.
 */
export async function resolvePins(
  requested: Partial<Record<RemoteName, RequestedRemote>>,
  options: CheckOptions,
): Promise<PinnedRemotes> {
  const entries = Object.entries(requested) as Array<[RemoteName, RequestedRemote]>;
  const pinned = await Promise.all(
    entries.map(
      async ([remote, request]) => [remote, await resolvePin(remote, request, options)] as const,
    ),
  );
  return Object.fromEntries(pinned);
}

async function resolvePin(
  remote: RemoteName,
  request: RequestedRemote,
  options: CheckOptions,
): Promise<PinnedRemote> {
  const { version, manifestUrl } = request;
  const ownPath = registryManifestPath(remote, version);
  if (manifestUrl === undefined || manifestUrl === ownPath)
    return registryPin(remote, version, options.artifacts);
  if (manifestUrl.startsWith('/')) {
    throw badRequest(
      `manifestUrl for ${remote} must be ${ownPath} (a registry artifact) or an absolute URL on an allowed origin`,
    );
  }
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    throw badRequest(`manifestUrl for ${remote} is not a URL: ${manifestUrl}`);
  }
  if (!options.allowedOrigins.includes(url.origin)) {
    const allowed = options.allowedOrigins.length
      ? options.allowedOrigins.join(', ')
      : 'none besides the registry';
    throw unprocessable(
      `${url.origin} is not an allowed origin for ${remote}'s manifest (allowed: ${allowed}; set REGISTRY_ALLOWED_ORIGINS)`,
    );
  }
  const body = await fetchSmallFile(url, options.fetchTimeoutMs);
  try {
    checkManifest(remote, body, url.href);
    const contractsUrl = new URL(artifactContractsFileName, url);
    const contracts = await fetchSmallFile(contractsUrl, options.fetchTimeoutMs);
    checkContracts(remote, version, parseContractsFile(remote, contracts, contractsUrl.href));
  } catch (error) {
    if (error instanceof ManifestError) throw unprocessable(error.message);
    throw error;
  }
  return { version, manifestUrl: url.href, integrity: sriIntegrity(body) };
}

async function registryPin(
  remote: RemoteName,
  version: string,
  artifacts: ArtifactStore,
): Promise<PinnedRemote> {
  const artifact = await artifacts.get(remote, version);
  if (!artifact) {
    throw unprocessable(
      `${remote} ${version} is not published; publish it first (npm run publish in ${remoteContracts[remote].packageName})`,
    );
  }
  // Checked again on promotion: the files may have been damaged, or the host's contract may have grown since publishing.
  try {
    const manifest = await artifacts.readManifest(artifact);
    if (sriIntegrity(manifest) !== artifact.integrity) {
      throw new ManifestError(
        `${remote} ${version}'s mf-manifest.json changed on disk since it was published; publish a new version`,
      );
    }
    checkManifest(remote, manifest, `${remote} ${version}'s mf-manifest.json`);
    checkContracts(remote, version, await artifacts.readContracts(artifact));
  } catch (error) {
    if (error instanceof ManifestError) throw unprocessable(error.message);
    throw error;
  }
  return { version, manifestUrl: artifact.manifestUrl, integrity: artifact.integrity };
}

/** Fetches an external manifest or contracts file with a time-out, no redirects (they could leave the allow-list) and a size cap. */
async function fetchSmallFile(url: URL, timeoutMs: number): Promise<Buffer> {
  try {
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw unprocessable(`Could not fetch ${url.href}: HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxManifestBytes) {
      await response.body?.cancel();
      throw unprocessable(
        `${url.href} is larger than 1 MB; that is not a manifest or contracts file`,
      );
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxManifestBytes)
      throw unprocessable(
        `${url.href} is larger than 1 MB; that is not a manifest or contracts file`,
      );
    return body;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const failure = error as Error;
    const reason =
      failure.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : ((failure.cause as Error | undefined)?.message ?? failure.message);
    throw unprocessable(`Could not fetch ${url.href}: ${reason}`);
  }
}
