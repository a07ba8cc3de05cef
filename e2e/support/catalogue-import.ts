import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runStackCli } from './stack-cli';

export type PriceRow = {
  channel: string;
  country: string;
  currency: string;
  article: string;
  priceCurrent: number;
  priceOriginal: number;
};

/** Imports price rows into the running stack's catalogue with `npm run catalogue -- import`. */
export function importPrices(prices: PriceRow[]): void {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prices-')), 'prices.json');
  fs.writeFileSync(file, JSON.stringify({ prices }));
  const result = runStackCli('infra/catalogue/src/cli.ts', ['import', file]);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`the price import failed: ${result.stderr}`);
}
