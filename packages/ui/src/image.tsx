import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { defaultImageAspectRatio, imageSources, type ImageFit } from '@shop/catalogue';
import { cssUrl } from './image-sources';
import './image.css';

export type ImageProps = {
  /** A media-store path such as `/media/content/wallart/hero.jpg` (an https URL is shown as is). */
  src: string;
  /** What the image shows; `""` for a purely decorative one. */
  alt: string;
  /** The size in CSS pixels the image is laid out at; their ratio reserves the space. */
  width: number;
  height: number;
  /** The slot width per viewport, when the image is fluid (e.g. `(min-width: 1024px) 50vw, 100vw`). */
  sizes?: string;
  /** The page's first hero: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** How the image fills its box; `cover` (default) crops, the others fit it whole. */
  fit?: ImageFit;
  className?: string;
};

export type ImageStatus = 'loading' | 'loaded' | 'error';

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : undefined);

/**
 * A picture from the media store through the image service: a blurred grey placeholder first,
 * then the image; if it fails, the image is hidden and the grey box stays. The box keeps the
 * image's aspect ratio from the first paint, so nothing below it moves.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  fit = 'cover',
  className,
}: ImageProps) {
  const w = positive(width);
  const h = positive(height);
  const sources = useMemo(
    () => imageSources(src, { width: w, height: h, fit, sizes }),
    [src, w, h, fit, sizes],
  );
  // The status belongs to one source; a new `src` starts loading again without an extra render.
  const [state, setState] = useState<{ src: string; status: ImageStatus }>({
    src,
    status: 'loading',
  });
  const status: ImageStatus = !sources ? 'error' : state.src === src ? state.status : 'loading';
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A server-rendered image may have finished, or failed, before hydration attached its handlers.
    const image = imageRef.current;
    if (!image?.complete || !image.currentSrc) return;
    setState({ src, status: image.naturalWidth > 0 ? 'loaded' : 'error' });
  }, [src]);

  const style = {
    '--shop-image-ratio': w && h ? `${w} / ${h}` : String(defaultImageAspectRatio),
    '--shop-image-width': w ? `${w}px` : 'none',
    backgroundImage:
      status === 'loading' && sources?.placeholder ? cssUrl(sources.placeholder) : undefined,
  } as CSSProperties;

  return (
    <span
      className={className ? `shop-image ${className}` : 'shop-image'}
      data-state={status}
      data-fit={fit}
      style={style}
    >
      {sources && (
        <img
          ref={imageRef}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          width={w}
          height={h}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          hidden={status === 'error'}
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'error' })}
        />
      )}
    </span>
  );
}
