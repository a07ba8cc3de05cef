import {
  defaultImageDensities,
  imageSrcset,
  imageUrl,
  placeholderUrl,
  type ImageFit,
} from './images';

export type ImageSources = { src: string; srcSet?: string; placeholder?: string };

export type ImageSize = { width?: number; height?: number; fit: ImageFit; sizes?: string };

/**
 * How a hero teaser lays out its picture: the CMS page renders it with these, and the edge
 * preloads the same URLs with the document, so the browser fetches the picture only once.
 */
export const heroImageLayout = {
  width: 1200,
  height: 600,
  fit: 'cover',
  sizes: '(min-width: 1248px) 1200px, 100vw',
} as const satisfies ImageSize;

// Widths a fluid image is offered in below its 2x size, so a phone does not load the desktop file.
const fluidWidths = [320, 480, 640, 960, 1280, 1600, 1920, 2560];

/** `srcset` with width descriptors, for images whose slot width `sizes` describes. */
function widthSrcset(src: string, { width, height, fit }: ImageSize): string | undefined {
  if (width === undefined) return undefined;
  const dense = defaultImageDensities.map((density) => Math.round(width * density));
  const widths = [...new Set([...fluidWidths.filter((w) => w < dense.at(-1)!), ...dense])].sort(
    (a, b) => a - b,
  );
  return widths
    .map((w) => {
      const h = height === undefined ? undefined : Math.round((height * w) / width);
      return `${imageUrl(src, { width: w, height: h, fit })} ${w}w`;
    })
    .join(', ');
}

/**
 * The URLs an image is drawn from: a media-store path (`/media/…`) goes through the image service
 * (format auto, quality 85, 1x and 2x, a blurred placeholder); an https URL is used as it is;
 * anything else (other protocols, an empty or missing source) gives null, shown as the grey box.
 */
export function imageSources(src: unknown, size: ImageSize): ImageSources | null {
  if (typeof src !== 'string' || src.trim() === '') return null;
  if (src.startsWith('/media/')) {
    try {
      const options = { width: size.width, height: size.height, fit: size.fit };
      return {
        src: imageUrl(src, options),
        srcSet: size.sizes ? widthSrcset(src, size) : imageSrcset(src, options),
        placeholder: placeholderUrl(src),
      };
    } catch {
      return null;
    }
  }
  return /^https:\/\/[^/]/i.test(src) ? { src } : null;
}
