import vm from 'node:vm';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { concatenate, packSourceMap } from './pack-text';

/** A built file of `lines` lines whose map names each line's code `source`:line. */
function builtFile(source: string, lines: string[]): { code: Buffer; map: Buffer } {
  const map = new SourceMapGenerator({ file: `${source}.js` });
  lines.forEach((_, index) =>
    map.addMapping({
      generated: { line: index + 1, column: 0 },
      original: { line: index + 1, column: 0 },
      source,
    }),
  );
  const code = `${lines.join('\n')}\n//# sourceMappingURL=${source}.js.map`;
  return { code: Buffer.from(code), map: Buffer.from(map.toString()) };
}

const a = builtFile('src/a.ts', ['globalThis.order = ["a"]', 'globalThis.order.push("a2")']);
const b = builtFile('src/b.ts', ['(() => globalThis.order.push("b"))()']);

describe('a pack’s text', () => {
  it('runs its files in order, as the files would one after the other', () => {
    const context: { order?: string[] } = {};
    vm.runInNewContext(concatenate([a.code, b.code]).toString(), context);
    expect(context.order).toEqual(['a', 'a2', 'b']);
  });

  it('leaves out the files’ own source-map comments and names the pack’s', () => {
    const text = concatenate([a.code, b.code], 'pack.js.map?files=a.js,b.js').toString();
    expect(text.match(/sourceMappingURL=/g)).toHaveLength(1);
    expect(text.trimEnd().endsWith('sourceMappingURL=pack.js.map?files=a.js,b.js')).toBe(true);
  });
});

describe('a pack’s source map', () => {
  it('leads each line of the pack back to the file’s own source', () => {
    const pack = concatenate([a.code, b.code]).toString().split('\n');
    const map = new SourceMapConsumer(JSON.parse(packSourceMap([a.code, b.code], [a.map, b.map])));
    const origin = (code: string) =>
      map.originalPositionFor({ line: pack.indexOf(code) + 1, column: 1 });
    expect(origin('globalThis.order.push("a2")')).toMatchObject({ source: 'src/a.ts', line: 2 });
    expect(origin('(() => globalThis.order.push("b"))()')).toMatchObject({
      source: 'src/b.ts',
      line: 1,
    });
  });

  it('has no section for a file published without a map', () => {
    const map = JSON.parse(packSourceMap([a.code, b.code], [null, b.map])) as {
      sections: { offset: { line: number } }[];
    };
    expect(map.sections.map((section) => section.offset.line)).toEqual([3]);
  });
});
