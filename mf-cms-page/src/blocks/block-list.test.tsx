import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInPage } from '../shared/testing/render-block';
import { BlockList } from './block-list';

const headline = (uid: string, text: string, extra: Record<string, unknown> = {}) => ({
  component: 'Headline',
  _uid: uid,
  text,
  level: 'h2',
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BlockList', () => {
  it('renders blocks in the order of the content', () => {
    renderInPage(<BlockList blocks={[headline('a', 'Erste'), headline('b', 'Zweite')]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Erste',
      'Zweite',
    ]);
  });

  it('says in the page language that an unknown component is not configured, and logs its name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInPage(<BlockList blocks={[{ component: 'Gallery3d', _uid: 'g1' }]} />, {
      locale: 'fr-FR',
      country: 'fr',
    });
    expect(screen.getByRole('note').textContent).toMatch(/Gallery3d/);
    expect(screen.getByRole('note').textContent).not.toMatch(/not found/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"event":"block-not-found","component":"Gallery3d","uid":"g1"'),
    );
  });

  it('keeps the other blocks when one throws, and logs the failure once with its component and _uid', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A teaser of a variant the renderer does not know throws while rendering.
    const broken = { component: 'Teaser', _uid: 'boom', variant: 'carousel', headline: 'Kaputt' };
    renderInPage(<BlockList blocks={[headline('a', 'Davor'), broken, headline('c', 'Danach')]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Davor',
      'Danach',
    ]);
    const logged = error.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('block-render-failed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('"component":"Teaser","uid":"boom"');
  });

  it('shows only the blocks of the content_switch variant the shopper gets', () => {
    const blocks = [
      headline('a', 'Immer'),
      headline('b', 'Variante an', { contentVariant: 'on' }),
      headline('c', 'Variante aus', { contentVariant: 'off' }),
    ];
    renderInPage(<BlockList blocks={blocks} />, { contentVariant: 'on' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Immer',
      'Variante an',
    ]);
    cleanup();
    renderInPage(<BlockList blocks={blocks} />, { contentVariant: 'off' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Immer',
      'Variante aus',
    ]);
  });

  it('gives a block of another remote its headline while that remote is not in the release set', () => {
    renderInPage(
      <BlockList blocks={[{ component: 'Calculator', _uid: 'c1', headline: 'Preis berechnen' }]} />,
      { pinnedRemotes: ['mf_cms_page'] },
    );
    expect(screen.getByRole('heading', { name: 'Preis berechnen' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
