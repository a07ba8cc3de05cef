import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type CachedImage = { body: Buffer; hit: boolean };

/**
 * Transformed images on disk, one file per key. Concurrent requests for one key share a single
 * render; files are written under a temporary name and renamed, so a reader never sees half a file.
 */
export function createDiskCache(dir: string, onWriteError: (error: Error) => void = () => {}) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const fileOf = (key: string, extension: string) =>
    path.join(dir, key.slice(0, 2), `${key}.${extension}`);

  return {
    /** The cache key: a hash of everything that decides the output bytes. */
    keyOf(...parts: string[]): string {
      return crypto.createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);
    },

    async getOrCreate(
      key: string,
      extension: string,
      render: () => Promise<Buffer>,
    ): Promise<CachedImage> {
      const file = fileOf(key, extension);
      try {
        return { body: await fs.readFile(file), hit: true };
      } catch {
        // not rendered yet
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = (async () => {
          const body = await render();
          const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
          try {
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(temporary, body);
            await fs.rename(temporary, file);
          } catch (error) {
            // A full or read-only disk costs a re-render next time, never the shopper's image.
            onWriteError(error as Error);
            await fs.rm(temporary, { force: true }).catch(() => {});
          }
          return body;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { body: await pending, hit: false };
    },
  };
}
