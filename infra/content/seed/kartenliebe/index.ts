import { ctxOf, folder, localeFolderStory, type SeedStory } from '../build';
import { allLocales, languageOf, localiseCopy, storefrontLocales, type Language } from '../locales';
import { privacyPage } from '../privacy/privacy';
import { de } from './copy-de';
import { en } from './copy-en';
import { es } from './copy-es';
import { fr } from './copy-fr';
import { it } from './copy-it';
import { nl } from './copy-nl';
import type { KartenliebeCopy } from './copy-type';
import { kartenliebeNavigation } from './navigation';
import { pages, sharedStories } from './pages';
import { configuratorPages } from './pages-configurator';

export const kartenliebeCopies: Record<Language, KartenliebeCopy> = { de, en, es, fr, it, nl };
const company = {
  name: 'Kartenliebe GmbH, Speicherstraße 12, 20457 Hamburg',
  email: 'datenschutz@kartenliebe.example',
};

/** The greeting-card brand's content tree: one folder per locale. */
export function kartenliebeSeed(): SeedStory[] {
  const stories: SeedStory[] = [];
  for (const locale of allLocales) {
    const ctx = ctxOf('kartenliebe', locale, 'Kartenliebe');
    stories.push(localeFolderStory(ctx), privacyPage(ctx, company));
    if (!(storefrontLocales as readonly string[]).includes(locale)) continue;
    const copy = localiseCopy(kartenliebeCopies[languageOf(locale)], locale);
    stories.push(
      folder(ctx, 'shared', 'Shared'),
      folder(ctx, 'global', 'Global'),
      ...sharedStories(ctx, copy),
      ...pages(ctx, copy),
      ...configuratorPages(ctx, copy),
      kartenliebeNavigation(ctx, copy),
    );
  }
  return stories;
}
