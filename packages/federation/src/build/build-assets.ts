import type { Compilation, Compiler } from '@rspack/core';

/** A build's output files of one chunk group or entry, by kind. */
export type FilesByType = { js: string[]; css: string[] };

/** Splits output files into scripts and style sheets, each once, in their order. */
export function filesByType(files: Iterable<string>): FilesByType {
  const list = [...new Set(files)];
  return {
    js: list.filter((file) => file.endsWith('.js')),
    css: list.filter((file) => file.endsWith('.css')),
  };
}

/**
 * Runs `report` once every asset of a compilation is final (the report stage): for plugins that
 * check the build or write a file describing it.
 */
export function atReportStage(
  compiler: Compiler,
  name: string,
  report: (compilation: Compilation) => void,
): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => report(compilation),
    );
  });
}
