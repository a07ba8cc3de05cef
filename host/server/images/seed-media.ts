import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaPathOf } from './media-source';
import { seedArtFor } from './seed-art';

export type SeedMediaResult = { written: string[]; existing: number; unsupported: string[] };

const rasterFormats: Record<string, 'jpeg' | 'png' | 'webp'> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

/** Every distinct `/media/…` path named anywhere in some JSON (a story, a list of stories). */
export function mediaPathsIn(value: unknown, found = new Set<string>()): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value.split(/[?#]/)[0]!);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaPathsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) mediaPathsIn(item, found);
  }
  return [...found].sort();
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function render(mediaPath: string, extension: string): Promise<Buffer | null> {
  const art = seedArtFor(mediaPath);
  if (extension === 'svg') return Buffer.from(art.svg);
  const format = rasterFormats[extension];
  if (!format) return null;
  const image = sharp(Buffer.from(art.svg));
  if (format === 'jpeg') return image.jpeg({ quality: 86, progressive: true }).toBuffer();
  return format === 'png' ? image.png().toBuffer() : image.webp({ quality: 86 }).toBuffer();
}

/**
 * Draws an original for every media path that has no file yet under `mediaDir` (existing files,
 * e.g. real photos someone put there, are kept). Formats sharp cannot draw (video) are reported.
 */
export async function seedMedia(mediaDir: string, mediaPaths: string[]): Promise<SeedMediaResult> {
  const result: SeedMediaResult = { written: [], existing: 0, unsupported: [] };
  const queue = [...mediaPaths];
  const worker = async () => {
    for (let mediaPath = queue.shift(); mediaPath !== undefined; mediaPath = queue.shift()) {
      const file = path.join(mediaDir, ...mediaPathOf(mediaPath));
      if (await exists(file)) {
        result.existing += 1;
        continue;
      }
      const body = await render(mediaPath, path.extname(file).slice(1).toLowerCase());
      if (!body) {
        result.unsupported.push(mediaPath);
        continue;
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Unique, so two stacks seeding one folder at once never rename each other's file.
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
      result.written.push(mediaPath);
    }
  };
  // Two at a time: sharp renders on its own threads, and the machine may be busy starting services.
  await Promise.all([worker(), worker()]);
  return result;
}
