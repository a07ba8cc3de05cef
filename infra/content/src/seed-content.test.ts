import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { seedContent } from './seed-content';
import { startTestContentService, startTestGateway, type RunningContentService } from './testing';

describe.each(await testDialects())('seeded content through the gateway on %s', (dialect) => {
  let service: RunningContentService;
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  const get = async (
    channel: string,
    locale: string,
    params: Record<string, string>,
    route = '',
  ) => {
    const response = await fetch(
      `${gateway.url}/frontend-api/mp/storyblok${route}?${new URLSearchParams({ apiVersion: 'v2', ...params })}`,
      {
        headers: { 'x-channel': channel, 'x-locale': locale },
      },
    );
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    service = await startTestContentService(dialect);
    const first = await seedContent(service.database.db);
    expect(first.wallart?.created).toBeGreaterThan(400);
    const again = await seedContent(service.database.db);
    expect(again.wallart).toMatchObject({ created: 0, updated: 0, cv: first.wallart?.cv });
    expect(again.kartenliebe).toMatchObject({ created: 0, updated: 0, cv: first.kartenliebe?.cv });
    gateway = await startTestGateway(service.url);
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it('serves a wall-art category page with every relation resolved', async () => {
    const { status, body } = await get('wallart-de', 'de-DE', { path: '/de-DE/wandbilder' });
    expect(status).toBe(200);
    expect(body.content).toMatchObject({
      component: 'Page',
      robots: 'index,follow',
      title: expect.stringContaining('Wandbilder'),
    });
    const block = (name: string) =>
      body.content.body.find((item: { component: string }) => item.component === name);
    expect(
      block('FrameTypes').frameTypes.map(
        (frame: { content: { frameType: string } }) => frame.content.frameType,
      ),
    ).toEqual(['holzrahmen', 'alurahmen', 'schattenfuge-leinwand']);
    expect(block('PocWrapper').poc.content.component).toBe('Poc');
    expect(block('UspWrapper').usps).toHaveLength(4);
    expect(body.content.productSnippet.content.structuredData[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
    });
    expect(body.content.calculator[0].options[0].formats[0].priceCurrent).toMatchObject({
      eur: expect.any(Number),
      chf: expect.any(Number),
    });
    expect(body.alternates.map((alternate: { locale: string }) => alternate.locale)).toContain(
      'fr-FR',
    );
    expect(body.alternates).toContainEqual({ locale: 'fr-FR', path: '/fr-fr/deco-murale' });
  });

  it('serves the card brand’s pages, navigation and breadcrumb in other languages', async () => {
    const wedding = await get('kartenliebe-fr', 'fr-FR', { path: '/fr-FR/faire-part-mariage' });
    expect(
      wedding.body.content.body.find(
        (item: { component: string }) => item.component === 'AccessoryTypes',
      ).accessoryTypes[0].content.accessoryType,
    ).toBe('envelope');
    const global = await get('kartenliebe-com', 'en-US', {}, '/global');
    expect(global.body.mainNavigation[0]).toMatchObject({ text: 'Cards', hasSubItems: true });
    expect(global.body.serviceHotline.phoneHref).toBe('tel:+18007248600');
    // Swiss French has no configuration of its own: its shoppers get the French navigation.
    const swissFrench = await get('wallart-ch', 'fr-CH', {}, '/global');
    expect(swissFrench.status).toBe(200);
    expect(swissFrench.body).toMatchObject({ locale: 'fr-CH' });
    expect(swissFrench.body.mainNavigation[0]).toMatchObject({ text: 'Déco murale' });
    // Each country's shoppers get a hotline they can call, also where they read another country's content.
    expect(swissFrench.body.serviceHotline.phoneHref).toBe('tel:+41800724860');
    const austrian = await get('wallart-at', 'de-AT', {}, '/global');
    expect(austrian.body.mainNavigation[0]).toMatchObject({ text: 'Wandbilder' });
    expect(austrian.body.serviceHotline).toMatchObject({
      phoneNumber: '0800 201 486',
      phoneHref: 'tel:+43800201486',
    });
    const german = await get('wallart-de', 'de-DE', {}, '/global');
    expect(german.body.serviceHotline.phoneHref).toBe('tel:+498007248600');
    const crumbs = await get(
      'wallart-ch',
      'de-CH',
      { path: '/de-CH/fotokalender/wandkalender' },
      '/breadcrumb',
    );
    expect(crumbs.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Startseite',
      'Fotokalender',
      'Wandkalender',
    ]);
  });

  it('serves the redirect story, the error story and the privacy page', async () => {
    expect((await get('wallart-de', 'de-DE', { path: '/de-DE/bilderbox' })).body.redirect).toEqual({
      target: '/fotobox',
      status: 301,
    });
    const error = await get('wallart-it', 'it-IT', { path: '/it-IT/error' });
    expect(error.body.content).toMatchObject({
      robots: 'noindex,nofollow',
      teaser: [expect.any(Object)],
      uspTeaser: [expect.any(Object)],
      calculator: [expect.any(Object)],
    });
    const privacy = await get('kartenliebe-lu', 'fr-LU', { path: '/fr-LU/protection-des-donnees' });
    expect(privacy.body.content.body[1].text.html).toContain('<h2>');
    expect(privacy.body.content.alternates).toHaveLength(16);
  });
});
