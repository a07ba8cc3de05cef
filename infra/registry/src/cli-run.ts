import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  channelIdSchema,
  remoteNameSchema,
  versionSchema,
  type ChannelId,
  type RemoteName,
} from '@shop/contracts';
import { createRegistryClient, RegistryError, type RemotesRequest } from './client';
import {
  formatHealth,
  formatHistory,
  formatOverview,
  formatPublished,
  formatRemoteList,
  formatRemotes,
  formatStatus,
  formatVersions,
} from './cli-format';
import { defaultRegistryUrl, localTokenFile } from './config';
import { readDistFolder } from './dist-folder';

export const usage = `Usage: npm run release -- <command>

  status [channel]                                   what is live (every channel, or one in detail)
  history <channel> [--limit N]                      every release set, newest first
  promote <channel> <remote>@<version>[=<manifestUrl>] ... --reason "..." [--override]
                                                     --override (admins): promote over a failing health verdict
  health <channel>                                   page loads and failures per remote version, canary verdicts
  rollback <channel> [--to ID] --reason "..."        re-activate the previous (or a given) set
  canary <channel> <remote>@<version> ... --percent N --reason "..."
  canary-stop <channel> [--reason "..."]
  publish --remote <name> --dir <dist/version> [--version X] [--reason "..."]
  remotes                                            published remotes
  versions <remote>                                  published versions of a remote

Environment: REGISTRY_URL (default ${defaultRegistryUrl}), REGISTRY_TOKEN (default: .data/registry-token).`;

export type CliIo = {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
};

/** A mistake in the command line itself: exit code 2 and the usage. */
class UsageError extends Error {}

const options = {
  reason: { type: 'string' },
  to: { type: 'string' },
  percent: { type: 'string' },
  limit: { type: 'string' },
  remote: { type: 'string' },
  dir: { type: 'string' },
  version: { type: 'string' },
  override: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function channelArg(value: string | undefined): ChannelId {
  const parsed = channelIdSchema.safeParse(value);
  if (!value) throw new UsageError('Name a channel, e.g. wallart');
  if (!parsed.success)
    throw new UsageError(
      `Unknown channel "${value}"; ${parsed.error.issues[0]?.message.replace(/^Unknown channel; /, '')}`,
    );
  return parsed.data;
}

/** Parses `mf_navigation@1.2.0` or `mf_navigation@1.2.0=https://cdn.example/mf-manifest.json`. */
function pinArgs(values: string[]): RemotesRequest {
  if (values.length === 0)
    throw new UsageError('Name at least one <remote>@<version>, e.g. mf_navigation@1.2.0');
  const pins: RemotesRequest = {};
  for (const value of values) {
    const match = /^([^@=]+)@([^=]+)(?:=(.+))?$/.exec(value);
    if (!match)
      throw new UsageError(`"${value}" is not <remote>@<version>, e.g. mf_navigation@1.2.0`);
    const [, remote, version, manifestUrl] = match;
    const name = remoteNameSchema.safeParse(remote);
    if (!name.success) throw new UsageError(`${name.error.issues[0]?.message} (got "${remote}")`);
    pins[name.data] = manifestUrl ? { version: version!, manifestUrl } : version!;
  }
  return pins;
}

function requireReason(reason: string | undefined): string {
  if (!reason?.trim())
    throw new UsageError('Say why with --reason "..."; it goes into the audit trail');
  return reason;
}

function readToken(env: NodeJS.ProcessEnv): string | undefined {
  if (env.REGISTRY_TOKEN) return env.REGISTRY_TOKEN;
  return fs.existsSync(localTokenFile) ? fs.readFileSync(localTokenFile, 'utf8').trim() : undefined;
}

/** Runs one CLI command; returns the exit code (0 ok, 1 refused or unreachable, 2 bad usage). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options,
      allowPositionals: true,
      strict: true,
    });
    const [command, ...rest] = positionals;
    if (values.help || !command || command === 'help') {
      io.out(usage);
      return command || values.help ? 0 : 2;
    }
    const client = createRegistryClient(
      io.env.REGISTRY_URL || defaultRegistryUrl,
      readToken(io.env),
    );
    switch (command) {
      case 'status':
        io.out(
          rest[0]
            ? formatStatus(await client.status(channelArg(rest[0])))
            : formatOverview(await client.channels()),
        );
        return 0;
      case 'history':
        io.out(
          formatHistory(
            await client.history(
              channelArg(rest[0]),
              values.limit ? Number(values.limit) : undefined,
            ),
          ),
        );
        return 0;
      case 'promote': {
        const { releaseSet } = await client.promote(
          channelArg(rest[0]),
          pinArgs(rest.slice(1)),
          requireReason(values.reason),
          { override: values.override },
        );
        io.out(
          [
            `Promoted release set #${releaseSet.id} on ${releaseSet.channel} (${releaseSet.environment}); it is live now:`,
            ...formatRemotes(releaseSet),
          ].join('\n'),
        );
        return 0;
      }
      case 'health':
        io.out(formatHealth(await client.health(channelArg(rest[0]))));
        return 0;
      case 'rollback': {
        const toId = values.to === undefined ? undefined : Number(values.to);
        if (toId !== undefined && !Number.isInteger(toId))
          throw new UsageError(`--to takes a release set id, e.g. --to 12 (got "${values.to}")`);
        const { releaseSet } = await client.rollback(channelArg(rest[0]), {
          reason: requireReason(values.reason),
          toId,
        });
        io.out(
          [
            `Rolled ${releaseSet.channel} back to the remotes of #${releaseSet.sourceId} (new entry #${releaseSet.id}):`,
            ...formatRemotes(releaseSet),
          ].join('\n'),
        );
        return 0;
      }
      case 'canary': {
        const percentage = Number(values.percent);
        if (!Number.isInteger(percentage) || percentage < 1 || percentage > 99)
          throw new UsageError('--percent takes a whole number from 1 to 99');
        const { releaseSet } = await client.startCanary(
          channelArg(rest[0]),
          pinArgs(rest.slice(1)),
          percentage,
          requireReason(values.reason),
        );
        io.out(
          [
            `Canary #${releaseSet.id} on ${releaseSet.channel} for ${percentage}% of shoppers:`,
            ...formatRemotes(releaseSet),
          ].join('\n'),
        );
        return 0;
      }
      case 'canary-stop': {
        const channel = channelArg(rest[0]);
        await client.stopCanary(channel, values.reason);
        io.out(`Stopped the canary on ${channel}; every shopper gets the active set`);
        return 0;
      }
      case 'publish':
        io.out(formatPublished(await publish(client, values, io.cwd)));
        return 0;
      case 'remotes':
        io.out(formatRemoteList(await client.listRemotes()));
        return 0;
      case 'versions': {
        const remote = remoteNameSchema.safeParse(rest[0]);
        if (!remote.success)
          throw new UsageError(`Name a remote: ${remote.error.issues[0]?.message}`);
        io.out(formatVersions(remote.data, await client.listVersions(remote.data)));
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof RegistryError) {
      io.err(
        error.status
          ? `Refused (HTTP ${error.status}): ${error.message}`
          : `Failed: ${error.message}`,
      );
      return 1;
    }
    io.err(`Failed: ${(error as Error).message}`);
    return 1;
  }
}

async function publish(
  client: ReturnType<typeof createRegistryClient>,
  values: { remote?: string; dir?: string; version?: string; reason?: string },
  cwd: string,
) {
  const remote = remoteNameSchema.safeParse(values.remote);
  if (!remote.success) throw new UsageError(`--remote: ${remote.error.issues[0]?.message}`);
  if (!values.dir) throw new UsageError('--dir names the built folder, e.g. --dir dist/1.2.0');
  const dir = path.resolve(cwd, values.dir);
  const files = await readDistFolder(dir);
  const version = values.version ?? versionOf(dir, files);
  if (!versionSchema.safeParse(version).success)
    throw new UsageError(`"${version}" is not a semver version; pass --version X`);
  return client.publish({
    remote: remote.data as RemoteName,
    version,
    files,
    reason: values.reason,
  });
}

/** The folder name when it is a version (dist/<version>/), else the manifest's build version. */
function versionOf(dir: string, files: Array<{ path: string; data: Buffer }>): string {
  const folder = path.basename(dir);
  if (versionSchema.safeParse(folder).success) return folder;
  const manifest = files.find((file) => file.path === 'mf-manifest.json');
  let version: unknown;
  try {
    version = JSON.parse(manifest?.data.toString() ?? '{}')?.metaData?.buildInfo?.buildVersion;
  } catch (error) {
    throw new UsageError(
      `${dir}/mf-manifest.json is not valid JSON (${(error as Error).message}); rebuild the remote`,
    );
  }
  if (typeof version === 'string') return version;
  throw new UsageError(
    `Cannot tell the version of ${dir}: its name is not a version and its manifest names none; pass --version X`,
  );
}
