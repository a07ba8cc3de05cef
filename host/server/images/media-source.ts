import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@shop/server-kit';

/** An original in the media store: its path on disk and what identifies this version of it. */
export type MediaOriginal = { file: string; relative: string; version: string };

const notLocal = () =>
  new HttpError(
    400,
    "Only images from this shop's media store can be transformed: the source must be a /media/… path",
    { code: 'image-source-refused' },
  );

/**
 * The media-store path named by the `{url}` part of an image URL (`media/…` or `/media/…`).
 * Other hosts, protocols and path traversal are refused with 400.
 */
export function mediaPathOf(source: string): string[] {
  // An absolute URL or a protocol-relative one would make us fetch someone else's host.
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('//')) throw notLocal();
  const segments = source.replace(/^\//, '').split('/');
  if (segments[0] !== 'media' || segments.length < 2) throw notLocal();
  return segments.slice(1).map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new HttpError(400, 'The image path is not correctly encoded', {
        code: 'image-source-refused',
      });
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || /[\\/\0]/.test(decoded)) {
      throw new HttpError(400, 'The image path must name a file inside the media store', {
        code: 'image-source-refused',
      });
    }
    return decoded;
  });
}

/** Finds an original below `mediaDir`; 404 when it is missing, never a file outside the store. */
export async function findOriginal(mediaDir: string, segments: string[]): Promise<MediaOriginal> {
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, ...segments);
  const relative = segments.join('/');
  const missing = () =>
    new HttpError(404, `No original image at /media/${relative}`, { code: 'image-not-found' });
  if (!file.startsWith(root + path.sep)) throw missing();
  try {
    // A symbolic link inside the store must not lead out of it either.
    const real = await fs.realpath(file);
    const realRoot = await fs.realpath(root);
    if (!real.startsWith(realRoot + path.sep)) throw missing();
    const stat = await fs.stat(real);
    if (!stat.isFile()) throw missing();
    return { file: real, relative, version: `${stat.size}-${Math.trunc(stat.mtimeMs)}` };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw missing();
  }
}
