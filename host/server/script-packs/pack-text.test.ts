import vm from 'node:vm';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { concatenate, packSourceMap, type PackFile } from './pack-text';

/** A built file of `lines` lines whose map names each line's code `source`:line. */
function builtFile(name: string, source: string, lines: string[]): PackFile & { map: Buffer } {
  const map = new SourceMapGenerator({ file: name });
  lines.forEach((_, index) =>
    map.addMapping({
      generated: { line: index + 1, column: 0 },
      original: { line: index + 1, column: 0 },
      source,
    }),
  );
  const code = `${lines.join('\n')}\n//# sourceMappingURL=${name}.map`;
  return { name, content: Buffer.from(code), map: Buffer.from(map.toString()) };
}

const a = builtFile('a.js', 'src/a.ts', [
  'globalThis.order = ["a"]',
  'globalThis.order.push("a2")',
]);
const b = builtFile('b.js', 'src/b.ts', ['(() => globalThis.order.push("b"))()']);

/** A remote entry that notes the address webpack's automatic public path would start from. */
const entry = (name: string) => ({
  name,
  content: Buffer.from(
    '//# allFunctionsCalledOnLoad\n(globalThis.ranFrom ??= []).push(document.currentScript.src)',
  ),
});

describe('a pack’s text', () => {
  it('runs its files in order, as the files would one after the other', () => {
    const context: { order?: string[] } = {};
    vm.runInNewContext(concatenate('/assets/', [a, b]).toString(), context);
    expect(context.order).toEqual(['a', 'a2', 'b']);
  });

  it('leaves out the files’ own source-map comments and names the pack’s', () => {
    const text = concatenate('/assets/', [a, b], 'pack.js.map?files=a.js,b.js').toString();
    expect(text.match(/sourceMappingURL=/g)).toHaveLength(1);
    expect(text.trimEnd().endsWith('sourceMappingURL=pack.js.map?files=a.js,b.js')).toBe(true);
  });

  it('runs each remote version’s files as from their own address, and leaves the page’s as it was', () => {
    const pack = concatenate('/remotes/', [
      entry('mf_navigation/1.0.0/remoteEntry.js'),
      { name: 'mf_navigation/1.0.0/header.2.js', content: Buffer.from('void 0') },
      entry('mf_cms_page/2.1.0/remoteEntry.js'),
    ]).toString();
    const page = {
      document: { createElement: () => ({}) },
      ranFrom: undefined as string[] | undefined,
    };
    vm.runInNewContext(pack, page);
    expect(page.ranFrom).toEqual([
      '/remotes/mf_navigation/1.0.0/remoteEntry.js',
      '/remotes/mf_cms_page/2.1.0/remoteEntry.js',
    ]);
    expect('currentScript' in page.document).toBe(false);
    // V8 reads the compile hint at the top of a script only.
    expect(pack.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});

describe('a pack’s source map', () => {
  it('leads each line of the pack back to the file’s own source', () => {
    const files = [entry('mf_x/1.0.0/remoteEntry.js'), { ...a, name: 'mf_x/1.0.0/a.js' }, b];
    const lines = concatenate('/remotes/', files).toString().split('\n');
    const map = new SourceMapConsumer(
      JSON.parse(packSourceMap('/remotes/', files, [null, a.map, b.map])),
    );
    const origin = (code: string) =>
      map.originalPositionFor({ line: lines.indexOf(code) + 1, column: 1 });
    expect(origin('globalThis.order.push("a2")')).toMatchObject({ source: 'src/a.ts', line: 2 });
    expect(origin('(() => globalThis.order.push("b"))()')).toMatchObject({
      source: 'src/b.ts',
      line: 1,
    });
  });

  it('has no section for a file published without a map', () => {
    const map = JSON.parse(packSourceMap('/assets/', [a, b], [null, b.map])) as {
      sections: { offset: { line: number } }[];
    };
    expect(map.sections.map((section) => section.offset.line)).toEqual([3]);
  });
});
