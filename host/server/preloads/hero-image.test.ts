import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroImageLayout } from '@shop/catalogue';
import { Image } from '@shop/ui';
import { buildEdgeServer } from '../app';
import { serveReleaseSet, testEdgeConfig } from '../testing/edge-config';

const heroFile = '/media/content/wallart/hero.jpg';
const teaser = (fields: Record<string, unknown>) => ({
  component: 'Teaser',
  _uid: 'hero-1',
  variant: 'hero',
  headline: 'Wandbilder',
  image: { filename: heroFile, alt: 'Ein Wohnzimmer' },
  ...fields,
});
let story: Record<string, unknown> = {};

let services: FastifyInstance;
let edge: FastifyInstance;

beforeAll(async () => {
  services = Fastify();
  serveReleaseSet(services);
  services.get('/frontend-api/mp/storyblok/global', async () => ({}));
  services.get('/frontend-api/mp/storyblok', async () => ({
    name: 'Start',
    full_slug: 'de-de/',
    content: { component: 'Page', title: 'Start', body: [], ...story },
  }));
  await services.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(services.server.address() as { port: number }).port}`;
  edge = await buildEdgeServer(testEdgeConfig(url), { logLevel: 'silent' });
});
afterAll(async () => {
  await edge?.close();
  await services?.close();
});

const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");

async function imagePreload(): Promise<string | undefined> {
  const page = await edge.inject({ url: '/', headers: { host: 'localhost' } });
  expect(page.statusCode).toBe(200);
  return page.body.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
}

describe('the hero picture preloaded with the document', () => {
  it('asks for exactly the URLs the hero teaser’s image requests', async () => {
    story = { teaser: [teaser({})] };
    const link = await imagePreload();
    // What the Teaser block renders for a hero: the UI kit's image with the hero layout, high priority.
    const img = renderToStaticMarkup(
      createElement(Image, { src: heroFile, alt: '', ...heroImageLayout, priority: true }),
    ).match(/<img[^>]*>/)![0];
    expect(link).toBeDefined();
    expect(attribute(link!, 'fetchpriority')).toBe('high');
    expect(attribute(img, 'fetchPriority')).toBe('high');
    expect(attribute(link!, 'href')).toBe(attribute(img, 'src'));
    expect(attribute(link!, 'imagesrcset')).toBe(attribute(img, 'srcSet'));
    expect(attribute(link!, 'imagesizes')).toBe(attribute(img, 'sizes'));
    expect(attribute(link!, 'href')).toMatch(/^\/cdn-cgi\/image\/width=1200,height=600,/);
  });

  it('finds the hero in the body when the page has no teaser section', async () => {
    story = { body: [teaser({}), { component: 'Headline', _uid: 'h', text: 'x' }] };
    expect(await imagePreload()).toContain('imagesrcset=');
  });

  it('preloads nothing when the page opens with another block, a one-variant hero or no picture', async () => {
    for (const opening of [
      { teaser: [teaser({ variant: 'split' })] },
      { body: [{ component: 'Headline', _uid: 'h', text: 'x' }, teaser({})] },
      { teaser: [teaser({ contentVariant: 'on' })] },
      { teaser: [teaser({ image: undefined })] },
      { teaser: [teaser({ image: { filename: 'javascript:alert(1)', alt: '' } })] },
    ]) {
      story = opening;
      expect(await imagePreload()).toBeUndefined();
    }
  });
});
