import sharp, { type FitEnum } from 'sharp';
import { HttpError } from '@shop/server-kit';
import type { TransformOptions } from './options';

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const contentTypes: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The format to send: an explicit one as asked; `auto` picks AVIF, then WebP, by what the
 * browser's Accept header admits, else the original's own format (JPEG stays JPEG, others PNG).
 */
export function negotiateFormat(
  requested: TransformOptions['format'],
  accept: string | undefined,
  originalFormat: string | undefined,
): OutputFormat {
  if (requested !== 'auto') return requested;
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return originalFormat === 'jpeg' || originalFormat === 'jpg' ? 'jpeg' : 'png';
}

/** Reads the original's format; an unreadable file is the store's problem, told as 415. */
export async function originalFormatOf(file: string): Promise<string | undefined> {
  try {
    return (await sharp(file).metadata()).format;
  } catch {
    throw new HttpError(415, 'The original in the media store is not an image we can read', {
      code: 'image-unreadable',
    });
  }
}

// Cloudflare's fit names in sharp's terms; the `withoutEnlargement` ones never upscale.
const fits: Record<TransformOptions['fit'], { fit: keyof FitEnum; withoutEnlargement: boolean }> = {
  'scale-down': { fit: 'inside', withoutEnlargement: true },
  contain: { fit: 'inside', withoutEnlargement: false },
  cover: { fit: 'cover', withoutEnlargement: false },
  crop: { fit: 'cover', withoutEnlargement: true },
  pad: { fit: 'contain', withoutEnlargement: false },
};

/** Resizes, rotates, blurs and encodes one original. */
export async function transformImage(
  file: string,
  options: TransformOptions,
  format: OutputFormat,
): Promise<Buffer> {
  const scale = (value: number | undefined) =>
    value === undefined ? undefined : Math.round(value * options.dpr);
  const background = options.background ?? '#FFFFFF';
  let pipeline = sharp(file, { autoOrient: true }).timeout({ seconds: 30 });
  if (options.rotate) pipeline = pipeline.rotate(options.rotate, { background });
  const width = scale(options.width);
  const height = scale(options.height);
  if (width !== undefined || height !== undefined) {
    pipeline = pipeline.resize({ width, height, background, ...fits[options.fit] });
  }
  if (options.blur !== undefined && options.blur >= 0.3) {
    // Integer precision lightens flat areas; the placeholder's grey must stay #EFEFEF.
    pipeline = pipeline.blur({ sigma: options.blur, precision: 'approximate' });
  }
  // JPEG has no transparency; a transparent original sits on the background colour.
  if (format === 'jpeg' || options.background) pipeline = pipeline.flatten({ background });
  const quality = options.quality;
  switch (format) {
    case 'avif':
      // effort 2 keeps a first request of a large image well under a second on a small machine.
      pipeline = pipeline.avif({ quality, effort: 2 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      // Lossless: PNG is only the answer for browsers without WebP, where quality must not band.
      pipeline = pipeline.png();
      break;
  }
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw new HttpError(415, `The original could not be transformed: ${(error as Error).message}`, {
      code: 'image-unreadable',
    });
  }
}
