export const imageFormats = ['auto', 'webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export const imageFits = ['cover', 'contain', 'scale-down', 'crop', 'pad'] as const;
export type ImageFit = (typeof imageFits)[number];
export const imageRotations = [0, 90, 180, 270] as const;

export type ImageOptions = {
  width?: number;
  height?: number;
  fit?: ImageFit;
  quality?: number;
  format?: ImageFormat;
  rotate?: number;
  blur?: number;
  background?: string;
};

export const defaultImageQuality = 85;
/** Width / height of an image whose ratio is unknown. */
export const defaultImageAspectRatio = 1;
export const defaultImageDensities = [1, 2] as const;
/** Blurred 10 × 10 preview shown on a grey #EFEFEF ground until the image has loaded. */
export const placeholderSettings = {
  width: 10,
  height: 10,
  quality: 50,
  blur: 3,
  background: '#EFEFEF',
} as const;

/** Named option sets. */
export const imagePresets = {
  placeholder: placeholderSettings,
  socialShare: { width: 1200, height: 627, fit: 'cover' },
} as const satisfies Record<string, ImageOptions>;
export type ImagePreset = keyof typeof imagePresets;

type Provider = { defaults: ImageOptions; build: (src: string, options: ImageOptions) => string };

const cloudflareKeys = [
  'width',
  'height',
  'fit',
  'quality',
  'format',
  'rotate',
  'blur',
  'background',
] as const;

const providers = {
  /** Cloudflare image resizing on our own zone: `/cdn-cgi/image/{options}/{url}`. */
  cloudflare: {
    defaults: { format: 'auto', quality: defaultImageQuality },
    build(src, options) {
      const list = cloudflareKeys
        .filter((key) => options[key] !== undefined)
        .map((key) => `${key}=${encodeURIComponent(String(options[key]))}`)
        .join(',');
      return `/cdn-cgi/image/${list}/${src.replace(/^\/+/, '')}`;
    },
  },
  /** The content service's image service: `{url}/m/{w}x{h}/filters:...`, webp by default. */
  storyblok: {
    defaults: { format: 'webp', quality: defaultImageQuality },
    build(src, options) {
      const size =
        options.width || options.height ? `${options.width ?? 0}x${options.height ?? 0}/` : '';
      const filters = [
        options.quality !== undefined && `quality(${options.quality})`,
        options.format && options.format !== 'auto' && `format(${options.format})`,
        options.rotate && `rotate(${options.rotate})`,
        options.blur && `blur(${options.blur})`,
        options.background && `fill(${options.background.replace('#', '')})`,
      ].filter(Boolean);
      return `${src}/m/${size}${filters.length ? `filters:${filters.join(':')}` : ''}`;
    },
  },
} satisfies Record<string, Provider>;
export type ImageProvider = keyof typeof providers;

export type ImageUrlOptions = ImageOptions & { provider?: string; preset?: string };

function validate(options: ImageOptions): void {
  const { quality, rotate } = options;
  if (quality !== undefined && !(Number.isInteger(quality) && quality >= 0 && quality <= 100)) {
    throw new RangeError(`Image quality must be an integer from 0 to 100, got ${quality}`);
  }
  if (rotate !== undefined && !(imageRotations as readonly number[]).includes(rotate)) {
    throw new RangeError(`Image rotate must be 0, 90, 180 or 270, got ${rotate}`);
  }
}

/**
 * URL of a resized image through an image provider (Cloudflare by default, format auto, quality 85).
 * Throws on a non-string source, an unknown provider or preset, a quality outside 0–100 or a
 * rotation other than 0, 90, 180, 270.
 */
export function imageUrl(src: unknown, options: ImageUrlOptions = {}): string {
  if (typeof src !== 'string')
    throw new TypeError(`Image source must be a string, got ${typeof src}`);
  const { provider: providerName = 'cloudflare', preset, ...own } = options;
  if (!Object.hasOwn(providers, providerName))
    throw new Error(`Unknown image provider: ${providerName}`);
  if (preset !== undefined && !Object.hasOwn(imagePresets, preset))
    throw new Error(`Unknown image preset: ${preset}`);
  const provider: Provider = providers[providerName as ImageProvider];
  const merged: ImageOptions = {
    ...provider.defaults,
    ...(preset ? imagePresets[preset as ImagePreset] : {}),
    ...own,
  };
  validate(merged);
  return provider.build(src, merged);
}

/** The blurred placeholder of an image. */
export function placeholderUrl(src: unknown, provider?: ImageProvider): string {
  return imageUrl(src, { provider, preset: 'placeholder' });
}

/** `srcset` with one candidate per pixel density (1x and 2x by default); width and height scale along. */
export function imageSrcset(
  src: unknown,
  options: ImageUrlOptions & { densities?: readonly number[] } = {},
): string {
  const { densities = defaultImageDensities, ...rest } = options;
  if (densities.length === 0) throw new Error('Image densities must not be empty');
  return densities
    .map((density) => {
      const url = imageUrl(src, {
        ...rest,
        width: rest.width === undefined ? undefined : Math.round(rest.width * density),
        height: rest.height === undefined ? undefined : Math.round(rest.height * density),
      });
      return `${url} ${density}x`;
    })
    .join(', ');
}

export const imageLoadings = ['lazy', 'eager'] as const;
export const imageDecodings = ['async', 'auto', 'sync'] as const;

/** Checks `loading` and `decoding` attribute values; throws a TypeError naming the bad one. */
export function validateImageAttributes(attributes: {
  loading?: unknown;
  decoding?: unknown;
}): void {
  if (
    attributes.loading !== undefined &&
    !(imageLoadings as readonly unknown[]).includes(attributes.loading)
  ) {
    throw new TypeError(`Image loading must be lazy or eager, got ${String(attributes.loading)}`);
  }
  if (
    attributes.decoding !== undefined &&
    !(imageDecodings as readonly unknown[]).includes(attributes.decoding)
  ) {
    throw new TypeError(
      `Image decoding must be async, auto or sync, got ${String(attributes.decoding)}`,
    );
  }
}
