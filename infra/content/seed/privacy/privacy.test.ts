import { describe, expect, it } from 'vitest';
import { buildSeed } from '../index';
import { allLocales, languageOf } from '../locales';
import { privacyAuthorities } from './privacy-authorities';
import { privacySlugs } from './privacy';

const seed = buildSeed();

/** The rich-text document of a privacy story, as one string. */
const textOf = (content: unknown) => JSON.stringify(content);

describe.each(['wallart', 'kartenliebe'] as const)('%s privacy policies', (channel) => {
  const stories = new Map(
    seed.filter(({ space }) => space === channel).map(({ story }) => [story.full_slug, story]),
  );
  const policyOf = (locale: (typeof allLocales)[number]) =>
    stories.get(`${locale.toLowerCase()}/${privacySlugs[languageOf(locale)]}`);

  it('every one of the 17 locales has its own story in its own folder', () => {
    expect(allLocales).toHaveLength(17);
    const missing = allLocales.filter((locale) => !policyOf(locale));
    expect(missing).toEqual([]);
    const uuids = new Set(allLocales.map((locale) => policyOf(locale)?.uuid));
    expect(uuids.size).toBe(17);
  });

  it('each names the supervisory authority of its own country, so no two share a text', () => {
    for (const locale of allLocales) {
      expect(textOf(policyOf(locale)?.content), locale).toContain(privacyAuthorities[locale]);
    }
    const texts = new Set(allLocales.map((locale) => textOf(policyOf(locale)?.content)));
    expect(texts.size).toBe(17);
  });
});
