import fs from 'node:fs';
import path from 'node:path';
import { remoteContracts, type RemoteName } from '@shop/contracts';
import { resolveRemoteVersion } from '@shop/federation/build';
import { runCli, type CliIo } from '@shop/registry';

export type RemoteWorkspace = {
  dir: string;
  packageName: string;
  remote: RemoteName;
  version: string;
  distDir: string;
};

/** The remote whose workspace is `dir` (npm runs workspace scripts there), at the version it builds as. */
export function readRemoteWorkspace(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): RemoteWorkspace {
  const packageFile = path.join(dir, 'package.json');
  if (!fs.existsSync(packageFile))
    throw new Error(`${dir} has no package.json; run this through npm run <script> -w <remote>`);
  const { name: packageName } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as {
    name: string;
  };
  const entry = Object.entries(remoteContracts).find(
    ([, contract]) => contract.packageName === packageName,
  );
  if (!entry)
    throw new Error(
      `${packageName} is not a remote declared in packages/contracts (remoteContracts)`,
    );
  const version = resolveRemoteVersion(dir, env);
  return {
    dir,
    packageName,
    remote: entry[0] as RemoteName,
    version,
    distDir: path.join(dir, 'dist', version),
  };
}

/** The release CLI's input and output on this terminal, run from the remote's folder. */
export function terminalIo(dir: string): CliIo {
  return {
    env: process.env,
    cwd: dir,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  };
}

/** Publishes the workspace's `dist/<version>/` through the release CLI; returns its exit code. */
export function publishWorkspace(workspace: RemoteWorkspace, extraArgs: string[]): Promise<number> {
  const args = [
    'publish',
    '--remote',
    workspace.remote,
    '--dir',
    workspace.distDir,
    '--version',
    workspace.version,
  ];
  return runCli([...args, ...extraArgs], terminalIo(workspace.dir));
}
