import { describe, expect, it } from 'vitest';
import { allLocales, storefrontLocales } from '../src/config/locales';
import { defaultRelations } from '../src/model/relations';
import { storyInputSchema } from '../src/model/story-input';
import { configuratorKinds, languageOf, privacyPolicyPaths } from '@shop/catalogue';
import { componentNames } from '@shop/contracts';
import { kartenliebeConfiguratorKinds } from './kartenliebe/copy-type';
import { referencedUuids } from '../src/cdn/relations';
import { buildSeed, type SeedStory } from './index';

const seed = buildSeed();
const channels = ['wallart', 'kartenliebe'] as const;

/** The category path words per language. */
const wallartCategories: Record<string, string[]> = {
  de: ['fotobox', 'fotoabzuege', 'fotokalender', 'leinwanddruck', 'wandbilder'],
  en: ['photo-box', 'photo-prints', 'photo-calendar', 'canvas-prints', 'wall-art'],
  es: [
    'caja-de-foto',
    'revelado-de-fotos',
    'calendario-personalizado',
    'impresion-sobre-lienzo',
    'cuadros-personalizados',
  ],
  fr: ['box-photos', 'tirages-photos', 'calendrier-photo', 'impression-sur-toile', 'deco-murale'],
  it: [
    'scatola-con-foto',
    'stampa-foto',
    'calendario-personalizzato',
    'stampa-su-tela',
    'stampe-da-parete',
  ],
  nl: ['fotobox', 'foto-afdrukken', 'fotokalender', 'afdruk-op-canvas', 'wanddecoratie'],
};
/** The greeting-card brand's categories are occasions. */
const kartenliebeCategories: Record<string, string[]> = {
  de: ['hochzeitskarten', 'geburtskarten', 'geburtstagskarten', 'weihnachtskarten', 'trauerkarten'],
  en: [
    'wedding-cards',
    'birth-announcements',
    'birthday-cards',
    'christmas-cards',
    'sympathy-cards',
  ],
  es: [
    'invitaciones-de-boda',
    'tarjetas-de-nacimiento',
    'tarjetas-de-cumpleanos',
    'tarjetas-de-navidad',
    'tarjetas-de-condolencia',
  ],
  fr: [
    'faire-part-mariage',
    'faire-part-naissance',
    'cartes-anniversaire',
    'cartes-de-noel',
    'cartes-de-condoleances',
  ],
  it: [
    'partecipazioni-nozze',
    'biglietti-nascita',
    'biglietti-compleanno',
    'biglietti-di-natale',
    'biglietti-di-condoglianze',
  ],
  nl: ['trouwkaarten', 'geboortekaartjes', 'verjaardagskaarten', 'kerstkaarten', 'rouwkaarten'],
};

const of = (channel: string) =>
  seed.filter((entry) => entry.space === channel).map((entry) => entry.story);
const component = (story: SeedStory['story']) =>
  (story.content as { component?: string } | undefined)?.component;

describe('seeded content', () => {
  it('validates every story against the import schema', () => {
    const invalid = seed
      .map(({ story }) => ({ slug: story.full_slug, result: storyInputSchema.safeParse(story) }))
      .filter(({ result }) => !result.success)
      .map(
        ({ slug, result }) =>
          `${slug}: ${result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    expect(invalid).toEqual([]);
    expect(seed.length).toBeGreaterThan(300);
  });

  it('is deterministic and has unique full slugs and uuids per channel', () => {
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(seed));
    for (const channel of channels) {
      const stories = of(channel);
      expect(new Set(stories.map((story) => story.full_slug)).size).toBe(stories.length);
      expect(new Set(stories.map((story) => story.uuid)).size).toBe(stories.length);
    }
  });

  it.each(channels)(
    '%s: every storefront locale has its start pages, category pages, error story and global config',
    (channel) => {
      const slugs = new Set(of(channel).map((story) => story.full_slug));
      const categories = channel === 'wallart' ? wallartCategories : kartenliebeCategories;
      for (const locale of storefrontLocales) {
        const folder = locale.toLowerCase();
        const missing = [
          `${folder}/`,
          `${folder}/desktop-startseite`,
          `${folder}/error`,
          `${folder}/global/config`,
          `${folder}/feed-collage`,
          `${folder}/feed-calendar`,
          `${folder}/feed-card`,
          ...categories[locale.slice(0, 2)]!.map((word) => `${folder}/${word}`),
        ].filter((slug) => !slugs.has(slug) && !slugs.has(`${slug}/`));
        expect(missing, locale).toEqual([]);
      }
    },
  );

  /** The block that leads from each pre-configurator page to its designer. */
  const designerBlock: Record<(typeof configuratorKinds)[number], string> = {
    calendar: 'ProductDetailCalendar',
    card: 'ProductDetailCard',
    collage: 'ProductDetailCollage',
    'photo-frame': 'Calculator',
    photobook: 'ProductDetailPhotobook',
    photobox: 'Calculator',
  };
  it.each([
    ['wallart', configuratorKinds],
    ['kartenliebe', kartenliebeConfiguratorKinds],
  ] as const)(
    '%s: every storefront locale has a pre-configurator page per designer, in its language',
    (channel, kinds) => {
      const pages = new Map(of(channel).map((story) => [story.full_slug, story]));
      for (const kind of kinds) {
        const titles = new Map<string, string>();
        for (const locale of storefrontLocales) {
          const story = pages.get(`${locale.toLowerCase()}/configurator-${kind}`);
          expect(story, `${locale} ${kind}`).toBeDefined();
          const content = story!.content as {
            component: string;
            title: string;
            robots: string;
            body: Array<{ component: string; level?: string; text?: string }>;
          };
          expect(content).toMatchObject({ component: 'Page', robots: 'noindex,follow' });
          expect(content.body.map((block) => block.component)).toEqual([
            'Headline',
            designerBlock[kind],
            'UspWrapper',
          ]);
          expect(content.body[0]).toMatchObject({ level: 'h1' });
          titles.set(languageOf(locale), content.title);
        }
        // Six languages, six different titles.
        expect(new Set(titles.values()).size).toBe(titles.size);
      }
    },
  );

  it.each(channels)('%s: all 17 locales have a privacy page', (channel) => {
    const slugs = new Set(of(channel).map((story) => story.full_slug));
    expect(
      allLocales.filter(
        (locale) => !slugs.has(`${locale.toLowerCase()}/${privacyPolicyPaths[languageOf(locale)]}`),
      ),
    ).toEqual([]);
  });

  it.each(channels)(
    '%s: pages are real, indexable pages with robots, and language versions are linked',
    (channel) => {
      const pages = of(channel).filter((story) => component(story) === 'Page');
      const start = pages.filter((story) => /^[a-z]{2}-[a-z]{2}\/$/.test(story.full_slug));
      expect(
        start.every((story) => (story.content as { robots: string }).robots === 'index,follow'),
      ).toBe(true);
      const groups = new Map<string, number>();
      for (const story of pages)
        groups.set(story.group_id!, (groups.get(story.group_id!) ?? 0) + 1);
      expect(groups.get(start[0]!.group_id!)).toBe(storefrontLocales.length);
    },
  );

  it.each(channels)('%s: every relation points at a story of the same locale', (channel) => {
    const stories = of(channel);
    const uuids = new Map(stories.map((story) => [story.uuid, story.full_slug]));
    const broken = stories.flatMap((story) =>
      referencedUuids([story.content], [...defaultRelations])
        .filter((uuid) => uuids.get(uuid)?.split('/')[0] !== story.full_slug.split('/')[0])
        .map((uuid) => `${story.full_slug} → ${uuid}`),
    );
    expect(broken).toEqual([]);
  });

  it.each(channels)(
    '%s: every internal link leads to a seeded page of the same locale',
    (channel) => {
      const stories = of(channel);
      const slugs = new Set(
        stories
          .filter((story) => ['Page', 'Redirect'].includes(component(story) ?? ''))
          .map((story) => story.full_slug),
      );
      const broken: string[] = [];
      const visit = (value: unknown, owner: string, key = '') => {
        if (typeof value === 'string') {
          const isLink = [
            'url',
            'target',
            'privacyPolicyUrl',
            'serviceUrl',
            'magazineUrl',
            'cached_url',
          ].includes(key);
          if (!isLink || !value.startsWith('/') || value.startsWith('/media/')) return;
          const path = value.split(/[?#]/)[0]!.replace(/^\/|\/$/g, '');
          const folder = owner.split('/')[0];
          if (
            !slugs.has(`${folder}/${path}`) &&
            !slugs.has(`${folder}/${path}/`.replace('//', '/'))
          )
            broken.push(`${owner}: ${value}`);
        } else if (Array.isArray(value)) value.forEach((item) => visit(item, owner, key));
        else if (value && typeof value === 'object')
          for (const [child, item] of Object.entries(value)) visit(item, owner, child);
      };
      for (const story of stories) visit(story.content, story.full_slug);
      expect(broken).toEqual([]);
    },
  );

  it('uses every block type at least once, so every renderer has real data', () => {
    const used = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const component = (value as { component?: unknown }).component;
        if (typeof component === 'string') used.add(component);
        Object.values(value).forEach(visit);
      }
    };
    seed.forEach(({ story }) => visit(story.content));
    expect(componentNames.filter((name) => !used.has(name))).toEqual([]);
  });
});
