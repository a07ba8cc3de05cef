import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { concatenate, createPackStore, MissingPackFile, PacksBusy } from './pack-store';

const files: Record<string, string> = {
  // A file that ends without a semicolon, as a minifier may leave it.
  'a.js': 'globalThis.order = ["a"]\n//# sourceMappingURL=a.js.map',
  'b.js': '(() => globalThis.order.push("b"))()\n//# sourceMappingURL=b.js.map\n',
};
const read = async (name: string) => (name in files ? Buffer.from(files[name]!) : null);

describe('script packs', () => {
  it('run their files in order, as the files would have one after the other', () => {
    const context: { order?: string[] } = {};
    vm.runInNewContext(
      concatenate(['a.js', 'b.js'].map((name) => Buffer.from(files[name]!))).toString(),
      context,
    );
    expect(context.order).toEqual(['a', 'b']);
  });

  it('leave out the files’ source-map comments, whose line numbers the pack no longer matches', () => {
    const text = concatenate([Buffer.from(files['a.js']!), Buffer.from(files['b.js']!)]).toString();
    expect(text).not.toContain('sourceMappingURL');
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
});
