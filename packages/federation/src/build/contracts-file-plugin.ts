import type { Compiler } from '@rspack/core';
import { artifactContractsFileName, artifactContractsFor } from '@shop/contracts';
import { atReportStage } from './build-assets';

/** Writes contracts.json: the props contract versions this build implements, checked by the registry on promotion. */
export class ContractsFilePlugin {
  constructor(
    private readonly remote: string,
    private readonly exposedModules: readonly string[],
  ) {}

  apply(compiler: Compiler): void {
    atReportStage(compiler, 'ContractsFilePlugin', (compilation) => {
      const json = JSON.stringify(artifactContractsFor(this.remote, this.exposedModules), null, 2);
      compilation.emitAsset(
        artifactContractsFileName,
        new compiler.webpack.sources.RawSource(json),
      );
    });
  }
}
