import { useEffect, useMemo } from 'react';
import { imageUrl } from '@shop/catalogue';
import { useCms } from '../shared/config/cms-context';
import { logCms } from '../shared/lib/log';
import type { BlockProps } from './types';
import './video.css';

const posterSize = { width: 1280, height: 720, fit: 'cover' } as const;

const playable = /^(https?:\/\/|\/(?!\/))/i;

const assetFailed = (asset: string, slug: string) =>
  logCms({ level: 'warn', event: 'asset load on slug', asset, slug });

/** A video that loads only when the shopper plays it; its poster comes through the image service. */
export function Video({ block }: BlockProps<'Video'>) {
  const { pathname, t } = useCms();
  const poster = useMemo(() => {
    try {
      return block.poster?.filename ? imageUrl(block.poster.filename, posterSize) : undefined;
    } catch {
      return undefined;
    }
  }, [block.poster?.filename]);

  const posterPath = block.poster?.filename;
  useEffect(() => {
    // The video element does not report a failing poster, so the poster is checked on its own.
    if (!poster || !posterPath || typeof window === 'undefined') return;
    const probe = new window.Image();
    probe.onerror = () => assetFailed(posterPath, pathname);
    probe.src = poster;
    return () => {
      probe.onerror = null;
    };
  }, [poster, posterPath, pathname]);

  const autoplay = block.autoplay === true;
  // Only site paths and web URLs play; anything else (javascript:, data:) never reaches the element.
  const src = playable.test(block.url) ? block.url : undefined;
  return (
    <section className="cms-video" data-block="Video">
      <h2 className="cms-video__title">{block.title}</h2>
      <video
        className="cms-video__player"
        src={src}
        poster={poster}
        controls
        preload="none"
        playsInline
        width={posterSize.width}
        height={posterSize.height}
        aria-label={block.title}
        {...(autoplay ? { autoPlay: true, muted: true, loop: true } : {})}
        onError={() => assetFailed(block.url, pathname)}
      >
        {t('cms.video.unsupported')}
      </video>
    </section>
  );
}
