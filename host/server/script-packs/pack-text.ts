// Each file's map names its own offsets: inside a pack it would point DevTools at the wrong lines.
const sourceMapComment = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;
// A statement left open at a file's end must not run on into the next file.
const separator = '\n;\n';

const textOf = (file: Buffer) => file.toString('utf8').replace(sourceMapComment, '');

/**
 * The files in their order, each on lines of its own, without their own source-map comments; the
 * pack's map (`mapHref`, relative to the pack) named at the end.
 */
export function concatenate(files: readonly Buffer[], mapHref?: string): Buffer {
  const text = files.map(textOf).join(separator);
  return Buffer.from(mapHref ? `${text}\n//# sourceMappingURL=${mapHref}\n` : text, 'utf8');
}

/** The line (counted from 0) each file starts on inside the pack. */
export function fileStartLines(files: readonly Buffer[]): number[] {
  let line = 0;
  return files.map((file) => {
    const start = line;
    const text = textOf(file);
    // The file's own line breaks, then the separator's two.
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
      line += 1;
    line += 2;
    return start;
  });
}

/**
 * The pack's source map: an index map (source map v3 "sections") holding each file's own map at
 * the line the file starts on, so DevTools shows the sources as it does for the files one by one.
 * A file without a map has no section.
 */
export function packSourceMap(files: readonly Buffer[], maps: readonly (Buffer | null)[]): string {
  const starts = fileStartLines(files);
  // The files' maps go in as they are: published by the same build, read, never parsed here.
  const sections = maps.flatMap((map, index) =>
    map ? [`{"offset":{"line":${starts[index]},"column":0},"map":${map.toString('utf8')}}`] : [],
  );
  return `{"version":3,"file":"pack.js","sections":[${sections.join(',')}]}`;
}
