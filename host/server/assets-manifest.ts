import fs from 'node:fs';
import path from 'node:path';
import { intlWarmUpEntry, paintFirstEntry } from '../src/shared/paint-first';
import type { AssetsManifest } from './document';

const readManifest = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as AssetsManifest;

/** The shell's files as its build wrote them, with the paint-first script's and its worker's addresses when built. */
export function readAssetsManifest(assetsDir: string): AssetsManifest {
  const assets = readManifest(path.join(assetsDir, 'assets-manifest.json'));
  const paintFirstManifest = path.join(assetsDir, paintFirstEntry, 'assets-manifest.json');
  if (!fs.existsSync(paintFirstManifest)) return assets;
  const paintFirst = readManifest(paintFirstManifest);
  const address = (entry: string) => {
    const file = paintFirst.entries[entry]?.js[0];
    return file ? `${paintFirst.publicPath}${file}` : undefined;
  };
  const script = address(paintFirstEntry);
  return script ? { ...assets, paintFirst: script, intlWarmUp: address(intlWarmUpEntry) } : assets;
}
