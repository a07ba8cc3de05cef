import type { Compiler } from '@rspack/core';
import { singletonsNotProvided } from './shared';
import { atReportStage } from './build-assets';

type FederationManifest = { shared?: { name: string }[] };

/**
 * Fails the host's build when its Module Federation manifest does not provide every singleton:
 * remotes bundle no copy of their own, so one the host left out would stop each remote using it.
 */
export class ProvidesSingletonsPlugin {
  apply(compiler: Compiler): void {
    atReportStage(compiler, 'ProvidesSingletonsPlugin', (compilation) => {
      const asset = compilation.getAsset('mf-manifest.json');
      // The builds of tree-shaken shared modules run these plugins too, and write no manifest.
      if (!asset) return;
      const manifest = JSON.parse(asset.source.source().toString()) as FederationManifest;
      const missing = singletonsNotProvided((manifest.shared ?? []).map(({ name }) => name));
      if (missing.length === 0) return;
      compilation.errors.push(
        new compiler.webpack.WebpackError(
          `The host does not provide ${missing.join(', ')}: import each in the host, since remotes take every singleton from it.`,
        ),
      );
    });
  }
}
