import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Image } from './image';

/** How far the browser got with every image; happy-dom loads none but calls them complete. */
function imagesAre(complete: boolean, naturalWidth = 0) {
  const define = (key: string, value: unknown) =>
    Object.defineProperty(HTMLImageElement.prototype, key, {
      configurable: true,
      get: () => value,
    });
  define('complete', complete);
  define('naturalWidth', naturalWidth);
  define('currentSrc', complete ? 'https://shop.example/x.jpg' : '');
}

beforeEach(() => imagesAre(false));
afterEach(() => {
  cleanup();
  for (const key of ['complete', 'naturalWidth', 'currentSrc']) {
    delete (HTMLImageElement.prototype as unknown as Record<string, unknown>)[key];
  }
});

const hero = '/media/content/wallart/hero-wallArt.jpg';

function parts(container: HTMLElement) {
  const box = container.querySelector<HTMLElement>('.shop-image')!;
  return { box, image: box.querySelector('img') };
}

describe('Image', () => {
  it('loads lazily through the image service at quality 85, format auto, 1x and 2x', () => {
    const { container } = render(<Image src={hero} alt="Living room" width={400} height={300} />);
    const { image } = parts(container);
    expect(image!.getAttribute('src')).toBe(
      '/cdn-cgi/image/width=400,height=300,fit=cover,quality=85,format=auto/media/content/wallart/hero-wallArt.jpg',
    );
    expect(image!.getAttribute('srcset')).toBe(
      '/cdn-cgi/image/width=400,height=300,fit=cover,quality=85,format=auto/media/content/wallart/hero-wallArt.jpg 1x, ' +
        '/cdn-cgi/image/width=800,height=600,fit=cover,quality=85,format=auto/media/content/wallart/hero-wallArt.jpg 2x',
    );
    expect(image!.getAttribute('alt')).toBe('Living room');
    expect(image!.getAttribute('loading')).toBe('lazy');
    expect(image!.getAttribute('decoding')).toBe('async');
    expect(image!.hasAttribute('fetchpriority')).toBe(false);
  });

  it('reserves the space from the first paint: width, height and aspect ratio', () => {
    const { container } = render(<Image src={hero} alt="" width={110} height={73} />);
    const { box, image } = parts(container);
    expect(image!.getAttribute('width')).toBe('110');
    expect(image!.getAttribute('height')).toBe('73');
    expect(box.style.getPropertyValue('--shop-image-ratio')).toBe('110 / 73');
    expect(box.style.getPropertyValue('--shop-image-width')).toBe('110px');
  });

  it('shows the blurred 10 × 10 placeholder on grey until the image has loaded', () => {
    const { container } = render(<Image src={hero} alt="Living room" width={400} height={300} />);
    const { box, image } = parts(container);
    expect(box.dataset.state).toBe('loading');
    expect(box.style.backgroundImage).toContain(
      '/cdn-cgi/image/width=10,height=10,quality=50,format=auto,blur=3,background=%23EFEFEF/media/content/wallart/hero-wallArt.jpg',
    );
    fireEvent.load(image!);
    expect(box.dataset.state).toBe('loaded');
    expect(box.style.backgroundImage).toBe('');
    expect(image!.hidden).toBe(false);
  });

  it('hides a failed image and leaves the plain grey box', () => {
    const { container } = render(<Image src={hero} alt="Living room" width={400} height={300} />);
    const { box, image } = parts(container);
    fireEvent.error(image!);
    expect(box.dataset.state).toBe('error');
    expect(image!.hidden).toBe(true);
    expect(box.style.backgroundImage).toBe('');
    expect(box.style.getPropertyValue('--shop-image-ratio')).toBe('400 / 300');
  });

  it('starts loading again when the source changes', () => {
    const { container, rerender } = render(<Image src={hero} alt="" width={400} height={300} />);
    fireEvent.error(parts(container).image!);
    rerender(
      <Image src="/media/content/wallart/tile-poster.jpg" alt="" width={400} height={300} />,
    );
    const { box, image } = parts(container);
    expect(box.dataset.state).toBe('loading');
    expect(image!.hidden).toBe(false);
    expect(image!.getAttribute('src')).toContain('/media/content/wallart/tile-poster.jpg');
  });

  it('loads the first hero at once with high priority', () => {
    const html = renderToString(<Image src={hero} alt="Hero" width={1600} height={640} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i);
    // React hoists a preload of the hero's candidates, so the browser starts it before layout.
    expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+ 1x, [^"]+ 2x"/i);
    expect(html).toContain('data-state="loading"');
  });

  it('offers width candidates when sizes describes a fluid slot', () => {
    const { container } = render(
      <Image
        src={hero}
        alt=""
        width={600}
        height={400}
        sizes="(min-width: 1024px) 50vw, 100vw"
        fit="contain"
      />,
    );
    const { box, image } = parts(container);
    expect(image!.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
    const candidates = image!.getAttribute('srcset')!.split(', ');
    // Phone widths below the 1x size, then 1x (600w) and 2x (1200w), each cut to the 3:2 ratio.
    expect(candidates.map((c) => c.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '600w',
      '640w',
      '960w',
      '1200w',
    ]);
    expect(candidates[0]).toBe(
      '/cdn-cgi/image/width=320,height=213,fit=contain,quality=85,format=auto/media/content/wallart/hero-wallArt.jpg 320w',
    );
    expect(candidates.at(-1)).toBe(
      '/cdn-cgi/image/width=1200,height=800,fit=contain,quality=85,format=auto/media/content/wallart/hero-wallArt.jpg 1200w',
    );
    expect(box.dataset.fit).toBe('contain');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.jpg',
    '',
  ])('draws no image for the unsafe or empty source %s, only the grey box', (src) => {
    const { container } = render(<Image src={src} alt="x" width={100} height={100} />);
    const { box, image } = parts(container);
    expect(image).toBeNull();
    expect(box.dataset.state).toBe('error');
  });

  it('takes an image that finished before hydration as loaded, or as failed', () => {
    imagesAre(true, 400);
    const loaded = render(<Image src={hero} alt="" width={4} height={3} />).container;
    expect(parts(loaded).box.dataset.state).toBe('loaded');
    cleanup();
    imagesAre(true, 0);
    const { box, image } = parts(
      render(<Image src={hero} alt="" width={4} height={3} />).container,
    );
    expect(box.dataset.state).toBe('error');
    expect(image!.hidden).toBe(true);
  });

  it('shows an https image as it is, without the image service', () => {
    const { container } = render(
      <Image src="https://a.example/photo.jpg" alt="" width={100} height={100} />,
    );
    const { image } = parts(container);
    expect(image!.getAttribute('src')).toBe('https://a.example/photo.jpg');
    expect(image!.hasAttribute('srcset')).toBe(false);
  });

  it('keeps a quote in a file name inside the placeholder URL', () => {
    const html = renderToString(<Image src={'/media/a"b);x.jpg'} alt="" width={10} height={10} />);
    const style = /style="([^"]*)"/.exec(html)![1];
    expect(style).toContain('a%22b%29;x.jpg&quot;)');
    expect(style).not.toContain('b)');
  });
});
