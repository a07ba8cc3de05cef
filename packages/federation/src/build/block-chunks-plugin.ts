import type { Compiler } from '@rspack/core';
import {
  blockChunkPrefix,
  blockChunksFileName,
  blockChunksSchema,
  type BlockChunks,
} from '@shop/contracts';
import { atReportStage, filesByType } from './build-assets';

/**
 * Writes block-chunks.json: for each block loaded on its own (`webpackChunkName: "block-Teaser"`),
 * the files of its chunk group, shared chunks first. A build without such blocks writes none.
 */
export class BlockChunksPlugin {
  apply(compiler: Compiler): void {
    atReportStage(compiler, 'BlockChunksPlugin', (compilation) => {
      const blocks: BlockChunks = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith(blockChunkPrefix)) continue;
        // Only the version folder's own files: the schema refuses paths.
        const files = group.chunks.flatMap((chunk) => [...chunk.files]);
        blocks[name.slice(blockChunkPrefix.length)] = filesByType(
          files.filter((file) => !file.includes('/')),
        );
      }
      if (Object.keys(blocks).length === 0) return;
      // A chunk name that is no component would only be found missing on the edge.
      const checked = blockChunksSchema.parse(blocks);
      compilation.emitAsset(
        blockChunksFileName,
        new compiler.webpack.sources.RawSource(JSON.stringify(checked, null, 2)),
      );
    });
  }
}
