// Each file's map names its own offsets: inside a pack it would point DevTools at the wrong lines.
const sourceMapComment = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;
// A statement left open at a file's end must not run on into the next file.
const separator = '\n;\n';
// V8 reads a script's compile hint at its top only (ADR 0010): the pack keeps its first file's.
const compileHint = '//# allFunctionsCalledOnLoad';

/** A file of a pack: its name in the pack's folder (`main.1.js`, `mf_x/1.0.0/remoteEntry.js`). */
export type PackFile = { name: string; content: Buffer };

const textOf = (file: PackFile) => file.content.toString('utf8').replace(sourceMapComment, '');

/** A name's subfolder in the pack's folder (`mf_x/1.0.0/`), '' for a file of the folder itself. */
const subfolderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);

/**
 * The pack's parts in order: each file's text, and around the files of each subfolder the lines
 * that make them run as from their own address. `document.currentScript` is what webpack's
 * automatic public path reads when a remote's entry starts; for the entry's files it is a script
 * element of the entry's own address, so chunks it loads later come from its version's folder.
 */
function packParts(folder: string, files: readonly PackFile[]): { text: string; file?: true }[] {
  const parts: { text: string; file?: true }[] = [];
  const first = files[0];
  if (first && subfolderOf(first.name) && textOf(first).startsWith(compileHint))
    parts.push({ text: compileHint });
  let subfolder = '';
  for (const file of files) {
    const next = subfolderOf(file.name);
    if (next !== subfolder) {
      if (subfolder) parts.push({ text: 'delete document.currentScript' });
      if (next) {
        const src = JSON.stringify(`${folder}${file.name}`);
        parts.push({
          text: `Object.defineProperty(document,"currentScript",{configurable:true,value:Object.assign(document.createElement("script"),{src:${src}})})`,
        });
      }
      subfolder = next;
    }
    parts.push({ text: textOf(file), file: true });
  }
  if (subfolder) parts.push({ text: 'delete document.currentScript' });
  return parts;
}

/**
 * The files of `folder` in their order as one script, each on lines of its own, without their own
 * source-map comments; the pack's map (`mapHref`, relative to the pack) named at the end.
 */
export function concatenate(folder: string, files: readonly PackFile[], mapHref?: string): Buffer {
  const text = packParts(folder, files)
    .map((part) => part.text)
    .join(separator);
  return Buffer.from(mapHref ? `${text}\n//# sourceMappingURL=${mapHref}\n` : text, 'utf8');
}

/** The line (counted from 0) each file starts on inside the pack. */
export function fileStartLines(folder: string, files: readonly PackFile[]): number[] {
  const starts: number[] = [];
  let line = 0;
  for (const part of packParts(folder, files)) {
    if (part.file) starts.push(line);
    // The part's own line breaks, then the separator's two.
    for (let at = part.text.indexOf('\n'); at !== -1; at = part.text.indexOf('\n', at + 1))
      line += 1;
    line += 2;
  }
  return starts;
}

/**
 * The pack's source map: an index map (source map v3 "sections") holding each file's own map at
 * the line the file starts on, so DevTools shows the sources as it does for the files one by one.
 * A file without a map has no section.
 */
export function packSourceMap(
  folder: string,
  files: readonly PackFile[],
  maps: readonly (Buffer | null)[],
): string {
  const starts = fileStartLines(folder, files);
  // The files' maps go in as they are: published by the same build, read, never parsed here.
  const sections = maps.flatMap((map, index) =>
    map ? [`{"offset":{"line":${starts[index]},"column":0},"map":${map.toString('utf8')}}`] : [],
  );
  return `{"version":3,"file":"pack.js","sections":[${sections.join(',')}]}`;
}
