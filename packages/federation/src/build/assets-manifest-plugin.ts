import type { Compiler } from '@rspack/core';

/** Writes the initial JS and CSS files of each entry, so the edge server can put them in the document. */
export class AssetsManifestPlugin {
  constructor(private readonly filename: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'AssetsManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const entries: Record<string, { js: string[]; css: string[] }> = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            const files = entrypoint.getFiles();
            entries[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          const json = JSON.stringify(
            { publicPath: compilation.outputOptions.publicPath, entries },
            null,
            2,
          );
          compilation.emitAsset(this.filename, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}
