import crypto from 'node:crypto';
import { matrixBlock, matrixItemStory, pageStory } from '../test-fixtures';

export const itemUuids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
export const snippetUuid = crypto.randomUUID();
const groupId = crypto.randomUUID();

const richtext = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Echte ' },
        { type: 'text', text: 'Leinwand', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'klick',
          marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
        },
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(2)</script>' }] },
  ],
};

/** A small content tree for gateway tests: pages in two locales, a redirect, shared stories, a global config. */
export const gatewayStories = [
  pageStory('de-de/', { title: 'Startseite' }, { name: 'Startseite' }),
  pageStory('de-de/desktop-startseite', { title: 'Desktop' }),
  pageStory(
    'de-de/wandbilder',
    {
      title: 'Wandbilder',
      productSnippet: snippetUuid,
      body: [
        matrixBlock(itemUuids),
        {
          component: 'Text',
          _uid: 't1',
          text: richtext,
          html: '<p>Hallo<img src=x onerror=alert(1)></p>',
        },
      ],
    },
    { name: 'Wandbilder', group_id: groupId },
  ),
  pageStory(
    'fr-fr/deco-murale',
    { title: 'Déco murale' },
    { name: 'Déco murale', group_id: groupId },
  ),
  pageStory('de-de/fotokalender/', { title: 'Fotokalender' }, { name: 'Fotokalender' }),
  pageStory('de-de/fotokalender/wandkalender', { title: 'Wandkalender' }, { name: 'Wandkalender' }),
  {
    name: 'Bilderbox',
    full_slug: 'de-de/bilderbox',
    content: { component: 'Redirect', _uid: 'r1', target: '/fotobox', status: '301' },
  },
  ...itemUuids.map((uuid, index) =>
    matrixItemStory(`de-de/shared/item-${index}`, `Item ${index}`, uuid),
  ),
  {
    name: 'Snippet',
    full_slug: 'de-de/shared/snippet',
    uuid: snippetUuid,
    content: {
      component: 'ProductSnippet',
      _uid: 's1',
      name: 'Leinwand',
      structuredData: [{ '@type': 'Product', name: 'Leinwand' }],
    },
  },
  {
    name: 'Konfiguration',
    full_slug: 'de-de/global/config',
    content: {
      component: 'GlobalConfig',
      _uid: 'g1',
      privacyPolicyUrl: '/datenschutz',
      shops: [],
      extraMenu: [],
      footer: [],
      serviceHotline: [
        {
          component: 'ServiceHotline',
          _uid: 'h1',
          label: 'Service',
          phoneNumber: '0800 123',
          phoneHref: 'tel:+49800123',
          openingHours: 'Mo–Fr 8–18 Uhr',
        },
      ],
      mainNavigation: [
        {
          component: 'NavigationItem',
          _uid: 'n1',
          text: 'Wandbilder',
          url: '/wandbilder',
          navigationType: 'wall-art',
          flyoutGroups: [
            {
              component: 'FlyoutGroup',
              _uid: 'f1',
              flyoutGroupIdentifier: 'bestseller',
              flyoutGroupTitle: 'Bestseller',
              flyoutGroupItems: [
                {
                  component: 'NavigationItem',
                  _uid: 'n2',
                  text: 'Leinwand',
                  url: '/wandbilder/leinwand',
                },
              ],
            },
          ],
        },
      ],
    },
  },
];

export { pageStory };
