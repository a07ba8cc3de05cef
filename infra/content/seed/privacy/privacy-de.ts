import type { PrivacyCopy } from './privacy-type';

export const de: PrivacyCopy = {
  name: 'Datenschutz',
  title: 'Datenschutzerklärung | {brand}',
  description:
    'Wie {brand} mit deinen Daten umgeht: welche Daten wir verarbeiten, wofür und welche Rechte du hast.',
  headline: 'Datenschutzerklärung',
  updated: 'Stand: Januar 2025',
  sections: [
    {
      heading: 'Wer ist verantwortlich?',
      text: 'Verantwortlich für die Datenverarbeitung auf dieser Website ist die {company}. Du erreichst unseren Datenschutzbeauftragten unter {email}.',
    },
    {
      heading: 'Welche Daten wir verarbeiten',
      text: 'Wenn du bestellst, verarbeiten wir Name, Anschrift, E-Mail-Adresse und Zahlungsdaten sowie die Fotos, die du hochlädst. Deine Fotos verwenden wir ausschließlich, um dein Produkt herzustellen.',
    },
    {
      heading: 'Cookies und Einwilligung',
      text: 'Technisch notwendige Cookies setzen wir immer, damit Warenkorb und Anmeldung funktionieren. Analyse- und Marketing-Cookies setzen wir nur mit deiner Einwilligung, die du jederzeit in den Cookie-Einstellungen widerrufen kannst.',
    },
    {
      heading: 'Weitergabe an Dienstleister',
      text: 'Für Versand und Zahlung geben wir die nötigen Daten an Versanddienstleister und Zahlungsanbieter weiter. Alle Dienstleister sind vertraglich zum Datenschutz verpflichtet.',
    },
    {
      heading: 'Wie lange wir Daten speichern',
      text: 'Bestelldaten bewahren wir so lange auf, wie es Handels- und Steuerrecht verlangen. Hochgeladene Fotos löschen wir spätestens 90 Tage nach der Lieferung, sofern du sie nicht in deinem Kundenkonto speicherst.',
    },
    {
      heading: 'Deine Rechte',
      text: 'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
    },
  ],
};
