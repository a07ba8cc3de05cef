import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readAssetsManifest } from './assets-manifest';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function builtShell(paintFirstEntries: Record<string, string> | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-assets-'));
  dirs.push(dir);
  const manifest = (publicPath: string, entries: Record<string, string>) =>
    JSON.stringify({
      publicPath,
      entries: Object.fromEntries(
        Object.entries(entries).map(([name, file]) => [name, { js: [file], css: [] }]),
      ),
    });
  fs.writeFileSync(
    path.join(dir, 'assets-manifest.json'),
    manifest('/assets/', { main: 'main.1.js' }),
  );
  if (paintFirstEntries) {
    fs.mkdirSync(path.join(dir, 'paint-first'));
    fs.writeFileSync(
      path.join(dir, 'paint-first', 'assets-manifest.json'),
      manifest('/assets/paint-first/', paintFirstEntries),
    );
  }
  return dir;
}

describe('the shell’s built files', () => {
  it('name the paint-first script and the worker it starts', () => {
    const assets = readAssetsManifest(
      builtShell({ 'paint-first': 'paint-first.2.js', 'intl-warm-up': 'intl-warm-up.3.js' }),
    );
    expect(assets.entries.main?.js).toEqual(['main.1.js']);
    expect(assets.paintFirst).toBe('/assets/paint-first/paint-first.2.js');
    expect(assets.intlWarmUp).toBe('/assets/paint-first/intl-warm-up.3.js');
  });

  it('of a build without the worker name the paint-first script alone', () => {
    const assets = readAssetsManifest(builtShell({ 'paint-first': 'paint-first.2.js' }));
    expect(assets.paintFirst).toBe('/assets/paint-first/paint-first.2.js');
    expect(assets.intlWarmUp).toBeUndefined();
  });

  it('of a build without a paint-first script name neither', () => {
    const assets = readAssetsManifest(builtShell(null));
    expect(assets.paintFirst).toBeUndefined();
    expect(assets.intlWarmUp).toBeUndefined();
  });
});
