import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { PageStory } from '@shop/contracts';
import { pageProps } from '../../../shared/testing/render-block';
import { Page } from './page';

const story = (content: Record<string, unknown>): PageStory => ({
  name: 'Start',
  full_slug: 'de-de/',
  content: { component: 'Page', _uid: 'p', title: 'Wandbilder drucken', body: [], ...content },
});
const headline = (uid: string, text: string, level = 'h2') => ({
  component: 'Headline',
  _uid: uid,
  text,
  level,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Page', () => {
  it('renders teaser, USP teaser, calculator and body sections in that order', () => {
    const content = {
      body: [headline('b', 'Body')],
      calculator: [headline('c', 'Rechner')],
      uspTeaser: [headline('u', 'Vorteile')],
      teaser: [headline('t', 'Teaser', 'h1')],
    };
    render(<Page {...pageProps({ story: story(content) })} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Teaser',
      'Vorteile',
      'Rechner',
      'Body',
    ]);
  });

  it('has exactly one h1: the first hero teaser or h1 headline; a later h1 headline steps down', () => {
    const hero = { component: 'Teaser', _uid: 'hero', variant: 'hero', headline: 'Große Bühne' };
    render(
      <Page
        {...pageProps({
          story: story({ teaser: [hero], body: [headline('second', 'Noch ein Titel', 'h1')] }),
        })}
      />,
    );
    expect(
      screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
    ).toEqual(['Große Bühne']);
    expect(screen.getByRole('heading', { level: 2, name: 'Noch ein Titel' })).toBeTruthy();
  });

  it('without a hero or h1 headline, the opening teaser is the h1, so an error page leads with its message', () => {
    const slim = { component: 'Teaser', _uid: 'slim', variant: 'slim', headline: 'Hoppla' };
    render(
      <Page
        {...pageProps({ story: story({ teaser: [slim], body: [headline('b', 'Unterpunkt')] }) })}
      />,
    );
    expect(
      screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
    ).toEqual(['Hoppla']);
  });

  it('gives a page without its own h1 one from its title, for screen readers', () => {
    render(<Page {...pageProps({ story: story({ body: [headline('b', 'Unterpunkt')] }) })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wandbilder drucken');
  });

  it('shows the error story for a missing page, and its details only with the debug switch', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const errorStory = story({
      title: 'Fehler',
      body: [headline('e', 'Diese Seite gibt es nicht', 'h1')],
    });
    render(
      <Page {...pageProps({ story: errorStory, status: 'not-found', pathname: '/gibts-nicht' })} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diese Seite gibt es nicht');
    expect(screen.queryByTestId('error-details')).toBeNull();
    cleanup();
    render(
      <Page
        {...pageProps({
          story: errorStory,
          status: 'not-found',
          pathname: '/gibts-nicht',
          debug: true,
        })}
      />,
    );
    expect(screen.getByTestId('error-details').textContent).toContain(
      'Page not found: /gibts-nicht',
    );
  });

  it('explains in the page language when content is unavailable', () => {
    render(
      <Page
        {...pageProps({ story: null, status: 'unavailable', locale: 'en-GB', country: 'gb' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Oops, something went wrong',
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('renders a story that is no page as not found, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Page {...pageProps({ story: { name: 'x', content: { component: 'Poc', _uid: 'x' } } })} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seite nicht gefunden');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"event":"CMS page not found"'));
  });

  it('shows shared stories of a container with their own blocks', () => {
    const shared = {
      name: 'Inspiration',
      uuid: 's1',
      content: {
        component: 'SharedContent',
        _uid: 's',
        name: 'Inspiration',
        body: [headline('h', 'Geteilter Inhalt')],
      },
    };
    render(
      <Page
        {...pageProps({
          story: story({
            body: [{ component: 'Container', _uid: 'c', items: [shared, 'unresolved-id'] }],
          }),
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Geteilter Inhalt' })).toBeTruthy();
  });
});
