import type { Compiler } from '@rspack/core';
import { artifactContractsFileName, artifactContractsFor } from '@shop/contracts';

/** Writes contracts.json: the props contract versions this build implements, checked by the registry on promotion. */
export class ContractsFilePlugin {
  constructor(
    private readonly remote: string,
    private readonly exposedModules: readonly string[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractsFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ContractsFilePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const json = JSON.stringify(
            artifactContractsFor(this.remote, this.exposedModules),
            null,
            2,
          );
          compilation.emitAsset(
            artifactContractsFileName,
            new compiler.webpack.sources.RawSource(json),
          );
        },
      );
    });
  }
}
