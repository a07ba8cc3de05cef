import fs from 'node:fs';
import path from 'node:path';
import { channelIds, remoteContracts, type RemoteName } from '@shop/contracts';
import { createRegistryClient, RegistryError, sriIntegrity } from '@shop/registry';

type BuiltRemote = { remote: RemoteName; version: string; dir: string };

/** Remotes built in this checkout: `dist/<package version>/mf-manifest.json` exists. */
export function builtRemotes(repoRoot: string): BuiltRemote[] {
  const built: BuiltRemote[] = [];
  for (const [remote, contract] of Object.entries(remoteContracts) as Array<
    [RemoteName, (typeof remoteContracts)[RemoteName]]
  >) {
    const packageDir = path.join(repoRoot, contract.packageName);
    const packageFile = path.join(packageDir, 'package.json');
    if (!fs.existsSync(packageFile)) continue;
    const { version } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
    const dir = path.join(packageDir, 'dist', version);
    if (fs.existsSync(path.join(dir, 'mf-manifest.json'))) built.push({ remote, version, dir });
  }
  return built;
}

/**
 * Publishes the built remotes the registry does not hold yet, and pins every built remote that a
 * channel's live release set does not pin yet. Pinned versions are left alone: release managers own them.
 */
export async function seedReleases(
  registryUrl: string,
  token: string,
  repoRoot: string,
  log: (line: string) => void,
) {
  const registry = createRegistryClient(registryUrl, token);
  const built = builtRemotes(repoRoot);
  for (const { remote, version, dir } of built) {
    const published = (await registry.listVersions(remote)).find(
      (artifact) => artifact.version === version,
    );
    if (published) {
      // Versions are immutable: a rebuilt remote with changed code is not shipped under the same version.
      if (
        published.integrity !== sriIntegrity(fs.readFileSync(path.join(dir, 'mf-manifest.json')))
      ) {
        log(
          `${remote}@${version} was rebuilt with changes, but that version is published already and stays live; bump the version to ship it, or try it with npm run dev and ?remote-override`,
        );
      }
      continue;
    }
    await registry.publishDir({ remote, version, dir, reason: 'published by npm start' });
    log(`published ${remote}@${version}`);
  }
  for (const channel of channelIds) {
    let pinned: Partial<Record<RemoteName, unknown>> | undefined;
    try {
      pinned = (await registry.active(channel)).remotes;
    } catch (error) {
      if (!(error instanceof RegistryError) || error.status !== 404) throw error;
    }
    // A live set keeps its pins (release managers own them); a remote it does not pin yet joins it.
    const missing = built.filter(({ remote }) => !pinned?.[remote]);
    if (missing.length === 0) continue;
    const pins = Object.fromEntries(missing.map(({ remote, version }) => [remote, version]));
    await registry.promote(
      channel,
      pins,
      pinned
        ? `${Object.keys(pins).join(', ')} joins the release set`
        : 'initial release set of this installation',
    );
    log(
      `promoted ${missing.map(({ remote, version }) => `${remote}@${version}`).join(', ')} for ${channel}`,
    );
  }
}
