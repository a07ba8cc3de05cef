import { z } from 'zod';
import { type remoteContracts, type RemoteName } from './remotes';

type RequiredModule<R extends RemoteName> = (typeof remoteContracts)[R]['exposes'][number];

/**
 * The props contract version of every module the host mounts, `major.minor`: the major changes when
 * a prop is removed, renamed or changes meaning (older remotes break), the minor when an optional
 * prop is added (older remotes still work).
 */
export const moduleContractVersions = {
  mf_navigation: {
    './Header': '1.0',
    './Navigation': '1.0',
    './SubNavigation': '1.0',
    './Footer': '1.0',
  },
  mf_account: { './AccountDialogs': '1.0', './AccountPage': '1.0' },
  mf_calculator: { './Calculator': '1.0', './CalculatorDialogs': '1.0' },
  mf_cms_page: { './Page': '1.0' },
  mf_product_wrappers: {
    './ProductPage': '1.0',
    './ThemesPage': '1.0',
    './ProductDetailAccessory': '1.0',
    './ProductDetailCalendar': '1.0',
    './ProductDetailCard': '1.0',
    './ProductDetailCollage': '1.0',
    './ProductDetailPhotobook': '1.0',
    './OverviewCalendar': '1.0',
    './OverviewCollage': '1.0',
    './OverviewPhotobook': '1.0',
    './OverviewThemes': '1.0',
  },
} as const satisfies { [R in RemoteName]: Record<RequiredModule<R>, string> };

/** The file a remote's build writes next to its mf-manifest.json. */
export const artifactContractsFileName = 'contracts.json';

const contractVersionSchema = z
  .string()
  .regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)$/, 'A contract version is major.minor, e.g. 1.0');

/** contracts.json: the contract version of each module an artifact exposes, as it was built. */
export const artifactContractsSchema = z.object({
  remote: z.string().min(1),
  modules: z.record(
    z.string().regex(/^\.\/\w+$/, 'A module is named like ./Header'),
    contractVersionSchema,
  ),
});
export type ArtifactContracts = z.infer<typeof artifactContractsSchema>;

/** What a remote's build declares for the modules it exposes (modules without a contract are left out). */
export function artifactContractsFor(
  remote: string,
  exposedModules: readonly string[],
): ArtifactContracts {
  const versions: Record<string, string> =
    remote in moduleContractVersions ? moduleContractVersions[remote as RemoteName] : {};
  return {
    remote,
    modules: Object.fromEntries(
      exposedModules
        .filter((module) => module in versions)
        .map((module) => [module, versions[module]!]),
    ),
  };
}

const majorOf = (version: string) => version.split('.')[0];

/**
 * Why the host cannot mount an artifact's modules, one sentence per module: a contract the
 * artifact does not declare, or one of another major than the host's.
 */
export function contractMismatches(
  remote: RemoteName,
  version: string,
  implemented: ArtifactContracts,
): string[] {
  const expected: Record<string, string> = moduleContractVersions[remote];
  return Object.entries(expected).flatMap(([module, hostVersion]) => {
    const built = implemented.modules[module];
    if (built === undefined)
      return [
        `${remote} ${version} declares no contract for ${module}; the host expects ${hostVersion}`,
      ];
    if (majorOf(built) !== majorOf(hostVersion))
      return [
        `${remote} ${version} implements ${module} contract ${built}, but the host expects ${majorOf(hostVersion)}.x (${hostVersion})`,
      ];
    return [];
  });
}
