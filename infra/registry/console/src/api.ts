import {
  channelIds,
  consoleCsrfHeader,
  consoleLoginPath,
  consoleLogoutPath,
  consoleSessionPath,
  remoteNames,
  type ChannelId,
  type ConsoleSession,
  type RemoteName,
} from '@shop/contracts';
import type { Artifact, RemoteSummary } from '../../src/artifact-store';
import type { AuditEntry } from '../../src/audit';
import type { ChannelHealth, ChannelHistory, ChannelsOverview } from '../../src/client';
import type { Canary, HistoryEntry } from '../../src/release-queries';

/** A refused or failed call: the registry's sentence, its code and the field errors of a 400. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

/** What the console shows of one channel. */
export type ChannelView = {
  channel: ChannelId;
  active: HistoryEntry | null;
  canary: Canary | null;
  history: HistoryEntry[];
  health: ChannelHealth;
  audit: AuditEntry[];
};

/** Everything the console reads on each refresh, except the published versions. */
export type Snapshot = {
  environment: string;
  channels: ChannelView[];
  remotes: RemoteSummary[];
};

/** A published version as the console lists it. */
export type PublishedVersion = {
  remote: RemoteName;
  version: string;
  publishedAt: string;
  publishedBy: string;
  /** Bytes of all its files. */
  size: number;
  exposes: string[];
};

export type VersionsByRemote = Partial<Record<RemoteName, PublishedVersion[]>>;

/** A release write as a person confirms it in the console. */
export type ReleaseWrite =
  | {
      kind: 'promote';
      channel: ChannelId;
      remotes: Partial<Record<RemoteName, string>>;
      reason: string;
      override?: boolean;
    }
  | {
      kind: 'canary';
      channel: ChannelId;
      remotes: Partial<Record<RemoteName, string>>;
      percentage: number;
      reason: string;
    }
  | { kind: 'stop-canary'; channel: ChannelId; reason: string }
  | { kind: 'rollback'; channel: ChannelId; toId?: number; reason: string };

export type ConsoleApi = ReturnType<typeof createConsoleApi>;

const historyLimit = 50;
const auditLimit = 50;

const pins = (remotes: Partial<Record<RemoteName, string>>) =>
  Object.fromEntries(Object.entries(remotes).map(([remote, version]) => [remote, { version }]));

/** The registry's HTTP API as the console page uses it: same origin, session cookie, CSRF header on writes. */
export function createConsoleApi(base = '') {
  async function call<T>(
    method: string,
    path: string,
    options: { body?: unknown; csrfToken?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.csrfToken) headers[consoleCsrfHeader] = options.csrfToken;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      throw new ConsoleApiError(0, 'The registry cannot be reached; check your connection.');
    }
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const fields: Record<string, string> = {};
      for (const error of (json?.errors ?? []) as Array<{ field: string; message: string }>)
        fields[error.field] ??= error.message;
      throw new ConsoleApiError(
        response.status,
        json?.message ?? `The registry answered ${response.status}`,
        json?.code,
        fields,
      );
    }
    return json as T;
  }

  async function channel(id: ChannelId): Promise<Omit<ChannelView, 'active' | 'canary'>> {
    const [history, health, audit] = await Promise.all([
      call<ChannelHistory>('GET', `/api/channels/${id}/history?limit=${historyLimit}`),
      call<ChannelHealth>('GET', `/api/channels/${id}/health`),
      call<{ entries: AuditEntry[] }>('GET', `/api/audit?channel=${id}&limit=${auditLimit}`),
    ]);
    return { channel: id, history: history.entries, health, audit: audit.entries };
  }

  return {
    session: () => call<ConsoleSession>('GET', consoleSessionPath),
    login: (input: { name: string; password: string }) =>
      call<ConsoleSession>('POST', consoleLoginPath, { body: input }),
    logout: (csrfToken: string) => call<void>('POST', consoleLogoutPath, { csrfToken }),

    /** Both channels' live sets, canaries, history, health and audit, and what is published. */
    async snapshot(): Promise<Snapshot> {
      const [overview, remotes, ...details] = await Promise.all([
        call<ChannelsOverview>('GET', '/api/channels'),
        call<{ remotes: RemoteSummary[] }>('GET', '/api/remotes'),
        ...channelIds.map(channel),
      ]);
      return {
        environment: overview.environment,
        remotes: remotes.remotes,
        channels: details.map((detail) => {
          const live = overview.channels.find((entry) => entry.channel === detail.channel);
          return { ...detail, active: live?.active ?? null, canary: live?.canary ?? null };
        }),
      };
    },

    /** Every remote's published versions, highest first. */
    async versions(): Promise<VersionsByRemote> {
      const lists = await Promise.all(
        remoteNames.map((remote) =>
          call<{ versions: Artifact[] }>('GET', `/api/remotes/${remote}/versions`),
        ),
      );
      return Object.fromEntries(
        remoteNames.map((remote, index) => [
          remote,
          lists[index]!.versions.map((artifact) => ({
            remote,
            version: artifact.version,
            publishedAt: artifact.publishedAt,
            publishedBy: artifact.publishedBy,
            size: artifact.files.reduce((sum, file) => sum + file.size, 0),
            exposes: artifact.exposes,
          })),
        ]),
      );
    },

    async write(write: ReleaseWrite, csrfToken: string): Promise<void> {
      const path = `/api/channels/${write.channel}`;
      switch (write.kind) {
        case 'promote':
          await call('POST', `${path}/promote`, {
            csrfToken,
            body: {
              remotes: pins(write.remotes),
              reason: write.reason,
              ...(write.override ? { override: true } : {}),
            },
          });
          return;
        case 'canary':
          await call('POST', `${path}/canary`, {
            csrfToken,
            body: {
              remotes: pins(write.remotes),
              percentage: write.percentage,
              reason: write.reason,
            },
          });
          return;
        case 'stop-canary':
          await call('DELETE', `${path}/canary`, { csrfToken, body: { reason: write.reason } });
          return;
        case 'rollback':
          await call('POST', `${path}/rollback`, {
            csrfToken,
            body: { reason: write.reason, ...(write.toId ? { toId: write.toId } : {}) },
          });
      }
    },
  };
}
