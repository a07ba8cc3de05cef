import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { blockChunksSchema } from '@shop/contracts';
import { BlockChunksPlugin } from './block-chunks-plugin';

function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
}

function build(dir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), chunkFilename: '[id].[contenthash:8].js' },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    optimization: { splitChunks: { chunks: 'async', minSize: 0 } },
    plugins: [new BlockChunksPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString()));
      else compiler.close(() => resolve());
    }),
  );
}

describe('block-chunks.json', () => {
  it('lists, per block loaded on its own, the files its chunk group needs, shared ones included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'block-chunks-'));
    write(dir, {
      'index.js': `export const blocks = {
        Teaser: () => import(/* webpackChunkName: "block-Teaser" */ './teaser.js'),
        Quote: () => import(/* webpackChunkName: "block-Quote" */ './quote.js'),
        Later: () => import('./later.js'),
      };`,
      'shared.js': `export const shared = (text) => ['shared', text].join(' ');`,
      'teaser.js': `import { shared } from './shared.js'; import './teaser.css'; export const Teaser = () => shared('teaser');`,
      'quote.js': `import { shared } from './shared.js'; export const Quote = () => shared('quote');`,
      'later.js': `export const later = 1;`,
      'teaser.css': `.teaser { color: red; }`,
    });
    await build(dir);
    const emitted = fs.readdirSync(path.join(dir, 'dist'));
    const chunks = blockChunksSchema.parse(
      JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'block-chunks.json'), 'utf8')),
    );
    expect(Object.keys(chunks).sort()).toEqual(['Quote', 'Teaser']);
    for (const { js, css } of Object.values(chunks))
      for (const file of [...js, ...css]) expect(emitted).toContain(file);
    // The module both blocks import is in a chunk both lists name.
    const sharedFile = chunks.Teaser!.js.find((file) => chunks.Quote!.js.includes(file));
    expect(fs.readFileSync(path.join(dir, 'dist', sharedFile!), 'utf8')).toContain('"shared"');
    expect(chunks.Teaser!.css).toHaveLength(1);
    expect(chunks.Quote!.css).toEqual([]);
  });

  it('is not written by a build without such blocks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'block-chunks-'));
    write(dir, {
      'index.js': `export const later = () => import('./later.js');`,
      'later.js': `export const later = 1;`,
    });
    await build(dir);
    expect(fs.existsSync(path.join(dir, 'dist', 'block-chunks.json'))).toBe(false);
  });
});
