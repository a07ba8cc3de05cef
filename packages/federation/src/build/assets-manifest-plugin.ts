import type { Compilation, Compiler } from '@rspack/core';
import { atReportStage, filesByType, type FilesByType } from './build-assets';

const consumeSharedModule = /^consume[ -]shared[ -]module/i;
const provideSharedModule = /^provide[ -]shared[ -]module/i;

const isReachedOnlyThrough = (group: Compilation['chunkGroups'][number], origin: RegExp) =>
  group.origins.length > 0 &&
  group.origins.every((entry) => origin.test(entry.module?.readableIdentifier() ?? ''));

/**
 * The files each provided singleton loads, from the chunk groups its provider asks for. Module
 * Federation's manifest lists every group a shared chunk is in, lazy ones too, once singletons
 * share a chunk.
 */
export function providedFiles(compilation: Pick<Compilation, 'chunkGroups'>): string[] {
  return compilation.chunkGroups
    .filter((group) => isReachedOnlyThrough(group, provideSharedModule))
    .flatMap((group) => group.getFiles());
}

/**
 * Files of chunk groups loaded only as a shared module's fallback, which runs when no app provides
 * that module. The app providing it never runs them, so preloading them would fetch bytes for nothing.
 */
export function fallbackOnlyFiles(compilation: Pick<Compilation, 'chunkGroups'>): Set<string> {
  const fallback = new Set<string>();
  const needed = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const isFallback = isReachedOnlyThrough(group, consumeSharedModule);
    for (const file of group.getFiles()) (isFallback ? fallback : needed).add(file);
  }
  return new Set([...fallback].filter((file) => !needed.has(file)));
}

/**
 * Writes the initial JS and CSS files of each entry, so the edge server can put them in the
 * document, and the files the named `boot` chunk (the app behind the federation's async
 * boundary) and the shared singletons need before the first render, so it can preload them,
 * and the files of every other named chunk.
 */
export class AssetsManifestPlugin {
  constructor(
    private readonly filename: string,
    private readonly bootChunk = 'bootstrap',
  ) {}

  apply(compiler: Compiler): void {
    atReportStage(compiler, 'AssetsManifestPlugin', (compilation) => {
      const entries: Record<string, FilesByType> = {};
      for (const [name, entrypoint] of compilation.entrypoints)
        entries[name] = filesByType(entrypoint.getFiles());
      const bootGroup = compilation.namedChunkGroups.get(this.bootChunk);
      const skipped = fallbackOnlyFiles(compilation);
      const boot = filesByType(
        [...(bootGroup?.getFiles() ?? []), ...providedFiles(compilation)].filter(
          (file) => !skipped.has(file),
        ),
      );
      // Named chunks a page may need at once (its language's texts), for the edge to preload.
      const chunks: Record<string, FilesByType> = {};
      for (const [name, group] of compilation.namedChunkGroups)
        if (name !== this.bootChunk && !compilation.entrypoints.has(name))
          chunks[name] = filesByType(group.getFiles());
      const json = JSON.stringify(
        { publicPath: compilation.outputOptions.publicPath, entries, boot, chunks },
        null,
        2,
      );
      compilation.emitAsset(this.filename, new compiler.webpack.sources.RawSource(json));
    });
  }
}
