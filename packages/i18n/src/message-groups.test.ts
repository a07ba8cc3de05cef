import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogues from './catalogues';
import type * as Translator from './translator';

// A page as the browser starts it: no catalogue loaded yet (the setup loads them all).
let catalogues: typeof Catalogues;
let translator: typeof Translator;
beforeEach(async () => {
  vi.resetModules();
  catalogues = await import('./catalogues');
  translator = await import('./translator');
});

describe('groups of texts', () => {
  it('come apart from the page’s catalogue, and join it for translators made before', async () => {
    const silent = { info: () => undefined };
    await catalogues.loadMessages('de-DE');
    const t = translator.createTranslator('de-DE', { logger: silent });
    expect(t('header.cart')).toBe('Warenkorb');
    expect(catalogues.languageMessages('de')?.['account.signIn.title']).toBeUndefined();
    await catalogues.loadMessages('de-DE', ['account']);
    expect(t('account.signIn.title')).toBe('Anmelden');
    expect(t('header.cart')).toBe('Warenkorb');
  });

  it('bring the page’s catalogue along when they come first', async () => {
    await catalogues.loadMessages('fr-FR', ['account']);
    const t = translator.createTranslator('fr-FR');
    expect(t('header.cart')).toBe(catalogues.languageMessages('fr')?.['header.cart']);
    expect(t('account.signIn.title')).not.toBe('title');
  });

  it('are written the Swiss way in Swiss German, also when they join later', async () => {
    await catalogues.loadMessages('de-CH');
    const t = translator.createTranslator('de-CH');
    expect(t('header.cart')).toBe('Warenkorb');
    await catalogues.loadMessages('de-CH', ['account', 'forms']);
    expect(t('account.close')).toBe('Schliessen');
    expect(t('validation.required')).not.toBe('required');
  });
});
