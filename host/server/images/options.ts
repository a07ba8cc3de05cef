import { HttpError } from '@shop/server-kit';
import {
  imageFits,
  imageFormats,
  imageRotations,
  type ImageFit,
  type ImageFormat,
} from '@shop/catalogue';

/** What `/cdn-cgi/image/{options}/…` asks for, checked and normalised. */
export type TransformOptions = {
  width?: number;
  height?: number;
  fit: ImageFit;
  quality: number;
  format: ImageFormat;
  dpr: number;
  rotate?: number;
  blur?: number;
  background?: string;
};

/** Largest edge we render; bigger requests are refused rather than allowed to eat the machine. */
export const maxImageEdge = 4096;
export const defaultTransform = { fit: 'scale-down', quality: 85, format: 'auto', dpr: 1 } as const;

// Cloudflare's short names, so URLs written for its image resizing work here too.
const aliases: Record<string, string> = { w: 'width', h: 'height', q: 'quality', f: 'format' };

const bad = (message: string) => new HttpError(400, message, { code: 'image-option-invalid' });

function integer(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw bad(`Image option ${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) {
    throw bad(`Image option ${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function decimal(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max) {
    throw bad(`Image option ${name} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Parses the comma-separated `key=value` list of an image URL (the catalogue's `imageUrl` writes
 * it). Unknown keys and bad values are refused with a message naming them.
 */
export function parseTransformOptions(segment: string): TransformOptions {
  const options: TransformOptions = { ...defaultTransform };
  if (segment.trim() === '')
    throw bad('Image options are missing, e.g. /cdn-cgi/image/width=400/media/…');
  for (const pair of segment.split(',')) {
    const [rawKey = '', ...rest] = pair.split('=');
    const key = aliases[rawKey.trim()] ?? rawKey.trim();
    let raw: string;
    try {
      raw = decodeURIComponent(rest.join('=')).trim();
    } catch {
      throw bad(`Image option ${key} is not correctly encoded`);
    }
    if (rest.length === 0 || raw === '')
      throw bad(`Image option "${pair}" needs a value (key=value)`);
    switch (key) {
      case 'width':
      case 'height':
        options[key] = integer(key, raw, 1, maxImageEdge);
        break;
      case 'quality':
        // The quality parameter allows 0–100; encoders start at 1.
        options.quality = Math.max(1, integer(key, raw, 0, 100));
        break;
      case 'fit':
        options.fit = oneOf(key, raw, imageFits);
        break;
      case 'format':
        options.format = oneOf(key, raw, imageFormats);
        break;
      case 'dpr':
        options.dpr = decimal(key, raw, 1, 3);
        break;
      case 'rotate':
        options.rotate = Number(oneOf(key, raw, imageRotations.map(String)));
        break;
      case 'blur':
        options.blur = decimal(key, raw, 0, 250);
        break;
      case 'background':
        if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(raw)) {
          throw bad(`Image option background must be a colour like #EFEFEF, got "${raw}"`);
        }
        options.background = raw.toUpperCase();
        break;
      default:
        throw bad(`Unknown image option "${key}"`);
    }
  }
  if (
    (options.width ?? 0) * options.dpr > maxImageEdge ||
    (options.height ?? 0) * options.dpr > maxImageEdge
  ) {
    throw bad(`Image size times dpr must stay within ${maxImageEdge} pixels`);
  }
  return options;
}

/** A stable text of the options, the part of the cache key that the URL decides. */
export function optionsKey(options: TransformOptions): string {
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}
