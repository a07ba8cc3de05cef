import { privacyPolicyPaths } from '@shop/catalogue';
import { headline, page, story, type Ctx, type SeedStory } from '../build';
import { languageOf, localiseCopy, type Language } from '../locales';
import { doc } from '../richtext';
import { de } from './privacy-de';
import { en } from './privacy-en';
import { es } from './privacy-es';
import { fr } from './privacy-fr';
import { it } from './privacy-it';
import { nl } from './privacy-nl';
import type { PrivacyCopy } from './privacy-type';
import { authoritySection, privacyAuthorities } from './privacy-authorities';

const copies: Record<Language, PrivacyCopy> = { de, en, es, fr, it, nl };

/** The privacy policy's path word per language, the one the edge serves from the locale's own folder. */
export const privacySlugs = privacyPolicyPaths;

/** The privacy policy of one locale, in its own folder; every locale's version shares one group (alternates). */
export function privacyPage(ctx: Ctx, company: { name: string; email: string }): SeedStory {
  const language = languageOf(ctx.locale);
  const fill = (text: string) =>
    text
      .replace(/\{brand\}/g, ctx.brand)
      .replace(/\{company\}/g, company.name)
      .replace(/\{email\}/g, company.email);
  const copy = localiseCopy(copies[language], ctx.locale);
  // Each locale names its own supervisory authority: 17 policies, not one per language.
  const authority = authoritySection[language];
  const sections = [
    ...copy.sections,
    {
      heading: authority.heading,
      text: authority.text.replace('{authority}', privacyAuthorities[ctx.locale]),
    },
  ];
  const text = doc(
    copy.updated,
    ...sections.flatMap((section) => [`## ${fill(section.heading)}`, fill(section.text)]),
  );
  return story(
    ctx,
    privacySlugs[language],
    copy.name,
    page(
      { title: fill(copy.title), description: fill(copy.description) },
      {
        activeNavigation: 'none',
        body: [headline(copy.headline, 'h1'), { component: 'Text', text }],
      },
    ),
    { group: 'privacy', position: 50 },
  );
}
