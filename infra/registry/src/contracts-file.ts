import {
  artifactContractsFileName,
  artifactContractsSchema,
  contractMismatches,
  type ArtifactContracts,
  type RemoteName,
} from '@shop/contracts';
import { ManifestError } from './manifest';

/** Parses an artifact's contracts.json; `where` names it in messages (a file or a URL). */
export function parseContractsFile(
  remote: RemoteName,
  data: Buffer | string,
  where = artifactContractsFileName,
): ArtifactContracts {
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch (error) {
    throw new ManifestError(`${where} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = artifactContractsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ManifestError(
      `${where} is malformed at ${issue.path.join('.') || 'the top'}: ${issue.message}`,
    );
  }
  if (parsed.data.remote !== remote)
    throw new ManifestError(`${where} is for ${parsed.data.remote}, not ${remote}`);
  return parsed.data;
}

/** Refuses an artifact whose module contracts the live host cannot mount, naming each module and both versions. */
export function checkContracts(
  remote: RemoteName,
  version: string,
  contracts: ArtifactContracts,
): void {
  const mismatches = contractMismatches(remote, version, contracts);
  if (mismatches.length > 0)
    throw new ManifestError(
      `${mismatches.join('; ')}. Build it against the host's contracts or release a host that expects them.`,
    );
}
