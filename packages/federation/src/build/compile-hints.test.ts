import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { rspack, type Stats } from '@rspack/core';
import { afterEach, describe, expect, it } from 'vitest';
import { compileHintComment, compileHints } from './compile-hints';
import { PrecompressPlugin } from './precompress-plugin';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A minified production build of one small module with a lazily loaded chunk and a style sheet. */
async function build(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    // Over the 1 KiB from which the build writes compressed copies.
    `globalThis.answer = [1, 2, 3].map((n) => n * 14).at(-1);\nglobalThis.text = "${'words '.repeat(300)}";\nglobalThis.later = () => import("./later.js");\n`,
  );
  fs.writeFileSync(path.join(dir, 'later.js'), 'export const later = () => "later";\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[id].js',
    },
    plugins: [compileHints(), new PrecompressPlugin()],
  });
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  expect(stats?.hasErrors()).toBe(false);
  await new Promise((resolve) => compiler.close(resolve));
  return path.join(dir, 'dist');
}

describe('compile hints', () => {
  it('open every minified script, its compressed copies too, and the script still runs', async () => {
    const dist = await build();
    const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const script of scripts)
      expect(fs.readFileSync(path.join(dist, script), 'utf8').split('\n')[0]).toBe(
        compileHintComment,
      );

    const gzipped = zlib.gunzipSync(fs.readFileSync(path.join(dist, 'main.js.gz'))).toString();
    expect(gzipped.split('\n')[0]).toBe(compileHintComment);

    const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    const context: { answer?: number; self?: unknown } = vm.createContext({});
    // The browser's name for the global object, which the chunk loader keeps its list on.
    context.self = context;
    vm.runInContext(main, context);
    expect(context.answer).toBe(42);
  }, 30_000);

  it('keep the source map in step: the script’s code moved one line down, and so did its map', async () => {
    const dist = await build();
    const map = JSON.parse(fs.readFileSync(path.join(dist, 'main.js.map'), 'utf8')) as {
      mappings: string;
    };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.slice(1)).not.toBe('');
  }, 30_000);
});
