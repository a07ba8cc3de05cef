import type { Compiler } from '@rspack/core';
import {
  blockChunkPrefix,
  blockChunksFileName,
  blockChunksSchema,
  type BlockChunks,
} from '@shop/contracts';

const ofType = (files: Iterable<string>, extension: string) =>
  [...files].filter((file) => file.endsWith(extension) && !file.includes('/'));

/**
 * Writes block-chunks.json: for each block loaded on its own (`webpackChunkName: "block-Teaser"`),
 * the files of its chunk group, shared chunks first. A build without such blocks writes none.
 */
export class BlockChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BlockChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BlockChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const blocks: BlockChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(blockChunkPrefix)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            blocks[name.slice(blockChunkPrefix.length)] = {
              js: ofType(files, '.js'),
              css: ofType(files, '.css'),
            };
          }
          if (Object.keys(blocks).length === 0) return;
          // A chunk name that is no component would only be found missing on the edge.
          const checked = blockChunksSchema.parse(blocks);
          compilation.emitAsset(
            blockChunksFileName,
            new compiler.webpack.sources.RawSource(JSON.stringify(checked, null, 2)),
          );
        },
      );
    });
  }
}
