import type { Language, Locale } from '../locales';

/** The data-protection authority a shopper of each locale complains to, named in the locale's language. */
export const privacyAuthorities: Record<Locale, string> = {
  'de-AT': 'die Österreichische Datenschutzbehörde (dsb.gv.at)',
  'de-CH': 'der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB)',
  'de-DE': 'der Bundesbeauftragte für den Datenschutz und die Informationsfreiheit (BfDI)',
  'de-IT': 'die italienische Datenschutzbehörde (Garante per la protezione dei dati personali)',
  'de-LI': 'die Datenschutzstelle Liechtenstein',
  'de-LU': 'die luxemburgische Nationale Kommission für den Datenschutz (CNPD)',
  'en-GB': 'the Information Commissioner’s Office (ICO)',
  'en-US': 'the Federal Trade Commission (FTC) or your state attorney general',
  'es-ES': 'la Agencia Española de Protección de Datos (AEPD)',
  'fr-BE': 'l’Autorité de protection des données (APD)',
  'fr-CH': 'le Préposé fédéral à la protection des données et à la transparence (PFPDT)',
  'fr-FR': 'la Commission nationale de l’informatique et des libertés (CNIL)',
  'fr-LU': 'la Commission nationale pour la protection des données (CNPD)',
  'it-CH': 'l’Incaricato federale della protezione dei dati e della trasparenza (IFPDT)',
  'it-IT': 'il Garante per la protezione dei dati personali',
  'nl-BE': 'de Gegevensbeschermingsautoriteit (GBA)',
  'nl-NL': 'de Autoriteit Persoonsgegevens',
};

/** The closing section of every privacy policy: where this locale's shoppers can complain. */
export const authoritySection: Record<Language, { heading: string; text: string }> = {
  de: {
    heading: 'Zuständige Aufsichtsbehörde',
    text: 'Für deine Beschwerde ist {authority} zuständig.',
  },
  en: { heading: 'Supervisory authority', text: 'You can lodge a complaint with {authority}.' },
  es: {
    heading: 'Autoridad de control',
    text: 'Puedes presentar una reclamación ante {authority}.',
  },
  fr: {
    heading: 'Autorité de contrôle',
    text: 'Vous pouvez adresser une réclamation à {authority}.',
  },
  it: { heading: 'Autorità di controllo', text: 'Puoi presentare un reclamo presso {authority}.' },
  nl: {
    heading: 'Toezichthoudende autoriteit',
    text: 'Je kunt een klacht indienen bij {authority}.',
  },
};
