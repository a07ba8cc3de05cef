import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { languages, locales } from '@shop/catalogue';
import type { Language } from '@shop/catalogue';
import { languageMessages } from './catalogues';
import { createTranslator, interpolate } from './translator';
import type { I18nLogger } from './translator';
import type { Messages } from './messages/en';

const spyLogger = () => ({ info: vi.fn<I18nLogger['info']>() });
// The test set-up loaded every language.
const catalogue = (language: Language) => languageMessages(language) as Messages;

describe('createTranslator', () => {
  it.each([
    ['de-DE', 'header.cart', 'Warenkorb'],
    ['de-AT', 'header.logIn', 'Anmelden'],
    ['en-GB', 'header.cart', 'Basket'],
    ['en-US', 'header.cart', 'Cart'],
    ['fr-CH', 'header.cart', 'Panier'],
    ['it-CH', 'calculator.moreFormats', 'Altri formati'],
    ['es-ES', 'price.from', 'desde'],
    ['nl-BE', 'calculator.cta', 'Nu ontwerpen'],
    ['de', 'account.signIn.title', 'Anmelden'],
  ])('%s: %s → %s', (locale, key, text) => {
    expect(createTranslator(locale, { logger: spyLogger() })(key)).toBe(text);
  });

  it('writes ss for ß in Swiss German, and de-LI borrows it through its fallback de-CH', () => {
    expect(createTranslator('de-DE')('burger.close')).toBe('Menü schließen');
    expect(createTranslator('de-CH')('burger.close')).toBe('Menü schliessen');
    expect(createTranslator('de-LI')('burger.close')).toBe('Menü schliessen');
    expect(createTranslator('de-AT')('burger.close')).toBe('Menü schließen');
  });

  it('interpolates {name} placeholders', () => {
    const t = createTranslator('de-DE');
    expect(t('account.signUp.success', { name: 'Erika' })).toBe(
      'Willkommen, Erika! Ihr Kundenkonto wurde angelegt.',
    );
    expect(t('cms.missingBlock', { component: 'Teaser' })).toBe(
      'Die Komponente „Teaser“ wurde nicht gefunden. Ist sie richtig konfiguriert?',
    );
  });

  it('shows the key suffix of a missing key and reports it once at info level', () => {
    const logger = spyLogger();
    const t = createTranslator('fr-FR', { logger });
    expect(t('checkout.summary.title')).toBe('title');
    expect(t('checkout.summary.title')).toBe('title');
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith({
      event: 'missing-translation',
      key: 'checkout.summary.title',
      locale: 'fr-FR',
    });
  });

  it('reports only five-character locales', () => {
    const logger = spyLogger();
    expect(createTranslator('fr', { logger })('a.b.unknown')).toBe('unknown');
    expect(createTranslator('x', { logger })('plain')).toBe('plain');
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('knows every message in every locale', () => {
    const keys = Object.keys(catalogue('en'));
    for (const locale of locales) {
      const logger = spyLogger();
      const t = createTranslator(locale, { logger });
      for (const key of keys) expect(t(key)).not.toBe('');
      expect(logger.info).not.toHaveBeenCalled();
    }
  });

  it('has real translations, not copies of English', () => {
    for (const language of ['de', 'es', 'fr', 'it', 'nl'] as const) {
      const messages = catalogue(language);
      const same = Object.entries(catalogue('en')).filter(
        ([key, text]) => messages[key as keyof typeof messages] === text,
      );
      // Loan words (Material, Format, Magazine, Service, Menu, Password, Hotline) may match.
      expect(
        same.length,
        `${language}: ${same.map(([key]) => key).join(', ')}`,
      ).toBeLessThanOrEqual(8);
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
    for (const language of languages) {
      const messages = catalogue(language);
      for (const [key, text] of Object.entries(catalogue('en'))) {
        expect(placeholders(messages[key as keyof typeof messages]), `${language} ${key}`).toBe(
          placeholders(text),
        );
      }
    }
  });
});

describe('loading a language', () => {
  // A fresh copy of the package: nothing loaded yet, as on a page before its boot.
  const freshPackage = async () => {
    vi.resetModules();
    return import('./index');
  };

  it('reads the texts once the language has loaded, even through a translator made before', async () => {
    const i18n = await freshPackage();
    const logger = spyLogger();
    const early = i18n.createTranslator('de-CH', { logger });
    expect(i18n.languageMessages('de')).toBeUndefined();
    expect(early('burger.close')).toBe('close');
    await i18n.loadMessages('de-CH');
    expect(early('burger.close')).toBe('Menü schliessen');
    expect(i18n.createTranslator('de-DE')('header.cart')).toBe('Warenkorb');
    expect(i18n.formatPrice(5, 'de-DE', { from: true })).toMatch(/^ab 5,00/);
  });

  it('loads only the language asked for, once', async () => {
    const i18n = await freshPackage();
    const first = i18n.loadMessages('fr-CH');
    expect(i18n.loadMessages('fr')).toBe(first);
    await first;
    expect(i18n.languageMessages('fr')).toBeDefined();
    expect(languages.filter((language) => i18n.languageMessages(language))).toEqual(['fr']);
  });

  it('does not keep a "from" word read before the language arrived', async () => {
    const i18n = await freshPackage();
    i18n.setI18nLogger(spyLogger());
    expect(i18n.formatPrice(5, 'it-IT', { from: true })).toMatch(/^from/);
    await i18n.loadMessages('it-IT');
    expect(i18n.formatPrice(5, 'it-IT', { from: true })).toMatch(/^da /);
  });
});

describe('interpolate', () => {
  it('leaves unknown placeholders visible and never interprets values', () => {
    expect(interpolate('Hi {name}, {missing}', { name: 'A' })).toBe('Hi A, {missing}');
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(interpolate('<{v}>', { v: value })).toBe(`<${value}>`);
      }),
    );
  });
});
