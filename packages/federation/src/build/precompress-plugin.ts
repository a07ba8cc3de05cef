import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing, as served: scripts, styles, documents, icons and JSON. */
const compressible = /\.(js|css|html|svg|json)$/;
/** Below this a compressed answer saves less than its headers cost. */
const minimumBytes = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible asset over 1 KiB, so
 * the server sends them as they are (`preCompressed`) instead of compressing on every request;
 * a sibling that would not be smaller is left out.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter(({ name, source }) => compressible.test(name) && source.size() > minimumBytes)
            .map(async ({ name, source }) => {
              const raw = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
                gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              if (br.length < raw.length)
                compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              if (gz.length < raw.length)
                compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
