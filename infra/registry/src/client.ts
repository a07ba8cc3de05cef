import type { ChannelId, RemoteName } from '@shop/contracts';
import type { Artifact, RemoteSummary } from './artifact-store';
import type { AuditEntry } from './audit';
import type { HealthPolicy, VersionFigures } from './health/policy';
import { readDistFolder } from './dist-folder';
import type { RequestedRemote } from './release-checks';
import type { Canary, ChannelStatus, HistoryEntry } from './release-queries';
import type { WriteResult } from './release-store';
import { packArtifact, type ArtifactFile } from './tarball';

/** A failed registry call: `status` is the HTTP status (0 when the registry could not be reached). */
export class RegistryError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** Versions to pin: `{ mf_navigation: '1.2.0' }` or `{ mf_navigation: { version, manifestUrl } }`. */
export type RemotesRequest = Partial<Record<RemoteName, string | RequestedRemote>>;
export type ActiveReleaseSet = HistoryEntry & { canary: Canary | null };
export type ChannelHistory = {
  channel: ChannelId;
  environment: string;
  activeId: number | null;
  canaryId: number | null;
  entries: HistoryEntry[];
};
export type ChannelsOverview = {
  environment: string;
  channels: Array<{ channel: ChannelId; active: HistoryEntry | null; canary: Canary | null }>;
};

const toRequested = (remotes: RemotesRequest) =>
  Object.fromEntries(
    Object.entries(remotes).map(([name, pin]) => [
      name,
      typeof pin === 'string' ? { version: pin } : pin,
    ]),
  );

/** A typed client for the registry's HTTP API; `token` is needed for writes only. */
export function createRegistryClient(baseUrl: string, token?: string) {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    contentType?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = contentType ?? 'application/octet-stream';
      payload = new Uint8Array(body);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: payload });
    } catch (error) {
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      throw new RegistryError(
        0,
        `Could not reach the registry at ${base}: ${cause?.code ?? cause?.message ?? (error as Error).message}. Is it running?`,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const problem = json as { message?: string; code?: string } | undefined;
      throw new RegistryError(
        response.status,
        problem?.message ?? `${method} ${path} failed with HTTP ${response.status}`,
        problem?.code,
      );
    }
    return json as T;
  }

  /** Uploads an artifact's files (the contents of `dist/<version>/`) as a gzip tarball. */
  async function publish(input: {
    remote: RemoteName;
    version: string;
    files: ArtifactFile[];
    reason?: string;
  }): Promise<Artifact> {
    const query = input.reason ? `?reason=${encodeURIComponent(input.reason)}` : '';
    const tarball = await packArtifact(input.files);
    return call<Artifact>(
      'POST',
      `/api/artifacts/${input.remote}/${encodeURIComponent(input.version)}${query}`,
      tarball,
      'application/gzip',
    );
  }

  const channelPath = (channel: string, rest = '') =>
    `/api/channels/${encodeURIComponent(channel)}${rest}`;

  return {
    publish,
    /** Reads a built folder (`dist/<version>/`) and uploads it. */
    publishDir: async (input: {
      remote: RemoteName;
      version: string;
      dir: string;
      reason?: string;
    }) => publish({ ...input, files: await readDistFolder(input.dir) }),
    listRemotes: async () =>
      (await call<{ remotes: RemoteSummary[] }>('GET', '/api/remotes')).remotes,
    listVersions: async (remote: RemoteName) =>
      (await call<{ versions: Artifact[] }>('GET', `/api/remotes/${remote}/versions`)).versions,
    channels: () => call<ChannelsOverview>('GET', '/api/channels'),
    status: (channel: ChannelId) => call<ChannelStatus>('GET', channelPath(channel)),
    active: (channel: ChannelId) => call<ActiveReleaseSet>('GET', channelPath(channel, '/active')),
    history: (channel: ChannelId, limit?: number) =>
      call<ChannelHistory>(
        'GET',
        channelPath(channel, `/history${limit ? `?limit=${limit}` : ''}`),
      ),
    audit: async (channel?: ChannelId) =>
      (
        await call<{ entries: AuditEntry[] }>(
          'GET',
          `/api/audit${channel ? `?channel=${channel}` : ''}`,
        )
      ).entries,
    /** `override` (admins only) promotes over a failing health verdict. */
    promote: (
      channel: ChannelId,
      remotes: RemotesRequest,
      reason: string,
      options: { override?: boolean } = {},
    ) =>
      call<WriteResult>('POST', channelPath(channel, '/promote'), {
        remotes: toRequested(remotes),
        reason,
        ...(options.override ? { override: true } : {}),
      }),
    /** The channel's remote-health figures over the window, and the verdicts on its canary. */
    health: (channel: ChannelId) => call<ChannelHealth>('GET', channelPath(channel, '/health')),
    rollback: (channel: ChannelId, input: { reason: string; toId?: number }) =>
      call<WriteResult>('POST', channelPath(channel, '/rollback'), input),
    startCanary: (
      channel: ChannelId,
      remotes: RemotesRequest,
      percentage: number,
      reason: string,
    ) =>
      call<WriteResult>('POST', channelPath(channel, '/canary'), {
        remotes: toRequested(remotes),
        percentage,
        reason,
      }),
    stopCanary: (channel: ChannelId, reason?: string) =>
      call<{ status: ChannelStatus }>(
        'DELETE',
        channelPath(channel, '/canary'),
        reason ? { reason } : undefined,
      ),
  };
}

export type ChannelHealth = {
  channel: ChannelId;
  environment: string;
  policy: HealthPolicy;
  active: { releaseSetId: number; remotes: VersionFigures[] } | null;
  canary: {
    releaseSetId: number;
    percentage: number;
    remotes: VersionFigures[];
    verdicts: string[];
  } | null;
};

export type RegistryClient = ReturnType<typeof createRegistryClient>;
