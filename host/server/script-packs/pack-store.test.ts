import { describe, expect, it } from 'vitest';
import { compressors } from '@shop/server-kit/artifact-storage';
import { edgeCompressors } from '../compression';
import { createPackStore, MissingPackFile, PacksBusy } from './pack-store';

const files: Record<string, string> = {
  // A file that ends without a semicolon, as a minifier may leave it.
  'a.js': 'globalThis.order = ["a"]\n//# sourceMappingURL=a.js.map',
  'b.js': '(() => globalThis.order.push("b"))()\n//# sourceMappingURL=b.js.map\n',
};
const read = async (name: string) => (name in files ? Buffer.from(files[name]!) : null);

describe('script packs', () => {
  it('name their own source map at their end', async () => {
    const pack = await createPackStore().get('/assets/', read, ['a.js', 'b.js']);
    expect(pack.identity.toString()).toMatch(
      /\n\/\/# sourceMappingURL=pack\.js\.map\?files=a\.js,b\.js\n$/,
    );
  });

  it('are built once and kept, compressed both ways', async () => {
    let reads = 0;
    const counted = async (name: string) => {
      reads += 1;
      return read(name);
    };
    const store = createPackStore();
    const [first, second] = await Promise.all([
      store.get('/assets/', counted, ['a.js', 'b.js']),
      store.get('/assets/', counted, ['a.js', 'b.js']),
    ]);
    expect(second).toBe(first);
    expect(reads).toBe(2);
    expect((await store.get('/assets/', counted, ['a.js', 'b.js'])).etag).toBe(first.etag);
    expect(reads).toBe(2);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(first.br).equals(first.identity)).toBe(true);
    expect(gunzipSync(first.gzip).equals(first.identity)).toBe(true);
  });

  it('name the file their folder does not have, and keep no pack for it', async () => {
    const store = createPackStore();
    const missing = await store.get('/assets/', read, ['a.js', 'c.js']).catch((error) => error);
    expect(missing).toBeInstanceOf(MissingPackFile);
    expect((missing as MissingPackFile).file).toBe('c.js');
    files['c.js'] = 'void 0';
    await expect(store.get('/assets/', read, ['a.js', 'c.js'])).resolves.toBeDefined();
    delete files['c.js'];
  });

  it('refuse to build more at once than they may, and build it on a later ask', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async (name: string) => {
      await gate;
      return read(name);
    };
    const store = createPackStore({ maxBuilding: 1 });
    const building = store.get('/assets/', slow, ['a.js']);
    await expect(store.get('/assets/', read, ['b.js'])).rejects.toBeInstanceOf(PacksBusy);
    release();
    await building;
    await expect(store.get('/assets/', read, ['b.js'])).resolves.toBeDefined();
  });

  it('compress a pack a document named at their best, and send that one to the browser’s ask', async () => {
    const store = createPackStore();
    const named = await store.named('/assets/', read, ['a.js', 'b.js']);
    expect(named.br.equals(await compressors.br(named.identity))).toBe(true);
    expect(await store.get('/assets/', read, ['a.js', 'b.js'])).toBe(named);
  });

  it('build a file list no document named quickly, and keep it apart from the documents’ packs', async () => {
    const big = 'globalThis.x = "' + 'made up '.repeat(4096) + '";';
    const made = async (name: string) =>
      name.startsWith('x') ? Buffer.from(big + name) : read(name);
    const room = 3 * big.length;
    const store = createPackStore({ maxBytes: room, maxAskedBytes: room });
    const named = await store.named('/assets/', read, ['a.js']);
    const asked = await store.get('/assets/', read, ['b.js']);
    expect(asked.br.equals(await edgeCompressors.br(asked.identity))).toBe(true);
    for (let index = 0; index < 20; index += 1) await store.get('/assets/', made, [`x${index}.js`]);
    // The flood filled its own room: the document's pack is still the one built before.
    expect(await store.get('/assets/', read, ['a.js'])).toBe(named);
  });
});
