import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Video } from './video';

const block: BlockOf<'Video'> = {
  component: 'Video',
  _uid: 'v1',
  title: 'Vom Upload an die Wand',
  url: '/media/content/wallart/upload-to-wall.mp4',
  poster: { filename: '/media/content/wallart/video-poster.jpg', alt: '' },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Video', () => {
  it('is a titled player with controls that loads nothing before play; the poster goes through the image service', () => {
    const { container } = renderInPage(<Video block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeTruthy();
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('src')).toBe(block.url);
    expect(video.getAttribute('aria-label')).toBe(block.title);
    expect(video.getAttribute('poster')).toMatch(
      /^\/cdn-cgi\/image\/.*\/media\/content\/wallart\/video-poster\.jpg$/,
    );
    expect(video.hasAttribute('autoplay')).toBe(false);
  });

  it('refuses a source that is not a web address', () => {
    const { container } = renderInPage(<Video block={{ ...block, url: 'javascript:alert(1)' }} />);
    expect(container.querySelector('video')!.hasAttribute('src')).toBe(false);
  });

  it('logs a video that fails to load with its path and the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderInPage(<Video block={{ ...block, poster: undefined }} />, {
      pathname: '/wandbilder',
    });
    fireEvent.error(container.querySelector('video')!);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: 'asset load on slug',
        asset: block.url,
        slug: '/wandbilder',
      }),
    );
    expect(lines.some((line) => String(line.event).includes('hero'))).toBe(false);
  });
});
