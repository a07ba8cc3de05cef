import { ctxOf, folder, localeFolderStory, type SeedStory } from '../build';
import { allLocales, languageOf, localiseCopy, storefrontLocales, type Language } from '../locales';
import { privacyPage } from '../privacy/privacy';
import { de } from './copy-de';
import { en } from './copy-en';
import { es } from './copy-es';
import { fr } from './copy-fr';
import { it } from './copy-it';
import { nl } from './copy-nl';
import type { WallartCopy } from './copy-type';
import { wallartNavigation } from './navigation';
import { categoryPages } from './pages-category';
import { configuratorPages } from './pages-configurator';
import { homePages } from './pages-home';
import { productPages } from './pages-products';
import { servicePages } from './pages-service';
import { sharedStories } from './shared';

export const wallartCopies: Record<Language, WallartCopy> = { de, en, es, fr, it, nl };
const company = {
  name: 'Wallart GmbH, Speicherstraße 12, 20457 Hamburg',
  email: 'datenschutz@wallart.example',
};

/** The wall-art brand's content tree: one folder per locale. */
export function wallartSeed(): SeedStory[] {
  const stories: SeedStory[] = [];
  for (const locale of allLocales) {
    const ctx = ctxOf('wallart', locale, 'Wallart');
    stories.push(localeFolderStory(ctx), privacyPage(ctx, company));
    if (!(storefrontLocales as readonly string[]).includes(locale)) continue;
    const copy = localiseCopy(wallartCopies[languageOf(locale)], locale);
    stories.push(
      folder(ctx, 'shared', 'Shared'),
      folder(ctx, 'global', 'Global'),
      ...sharedStories(ctx, copy),
      ...homePages(ctx, copy),
      ...categoryPages(ctx, copy),
      ...productPages(ctx, copy),
      ...servicePages(ctx, copy),
      ...configuratorPages(ctx, copy),
      wallartNavigation(ctx, copy),
    );
  }
  return stories;
}
