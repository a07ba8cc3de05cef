import type { FormMessages } from './en';

/** Texts of the shop's forms, German. */
export const formsDe: FormMessages = {
  'newsletter.title': 'Newsletter abonnieren',
  'newsletter.description': 'Inspiration, Neuheiten und exklusive Angebote direkt in Ihr Postfach.',
  'newsletter.email': 'E-Mail-Adresse',
  'newsletter.firstName': 'Vorname (optional)',
  'newsletter.submit': 'Abonnieren',
  'newsletter.success':
    'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
  'newsletter.confirmed': 'Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.',
  'newsletter.confirmFailed': 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'newsletter.privacy':
    'Sie können sich jederzeit wieder abmelden. Mehr dazu in unserer Datenschutzerklärung.',
  'newsletter.error': 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
  'newsletter.consent':
    'Mit Ihrer Anmeldung willigen Sie ein, unseren Newsletter per E-Mail zu erhalten. Wir nutzen Ihre Adresse für nichts anderes.',
  'newsletter.recaptchaNotice':
    'Dieses Formular ist durch reCAPTCHA geschützt. Es gelten die Datenschutzerklärung und die Nutzungsbedingungen von Google.',
  'validation.required': 'Bitte füllen Sie dieses Feld aus.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.passwordMin': 'Das Passwort muss mindestens {min} Zeichen lang sein.',
  'validation.maxLength': 'Bitte verwenden Sie höchstens {max} Zeichen.',
  'cms.contact.email': 'E-Mail',
  'cms.contact.phone': 'Telefon',
  'cms.voucher.buyTitle': 'Gutschein kaufen',
  'cms.voucher.amountLabel': 'Betrag',
  'cms.voucher.otherAmount': 'Anderer Betrag',
  'cms.voucher.otherAmountLabel': 'Betrag in {currency}',
  'cms.voucher.amountHint': 'Ganze Beträge von {min} bis {max}',
  'cms.voucher.recipientName': 'Name der beschenkten Person',
  'cms.voucher.recipientEmail': 'E-Mail-Adresse der beschenkten Person',
  'cms.voucher.message': 'Persönliche Nachricht (optional)',
  'cms.voucher.buyerEmail': 'Ihre E-Mail-Adresse für die Bestätigung',
  'cms.voucher.sending': 'Wird bestellt …',
  'cms.voucher.orderReference': 'Bestellnummer: {reference}',
  'cms.voucher.buyAnother': 'Weiteren Gutschein kaufen',
  'cms.voucher.redeemTitle': 'Gutschein einlösen',
  'cms.voucher.code': 'Gutscheincode',
  'cms.voucher.redeem': 'Einlösen',
  'cms.voucher.redeeming': 'Wird geprüft …',
  'cms.voucher.error': 'Der Gutschein konnte nicht bestellt werden. Bitte versuchen Sie es erneut.',
  'cms.voucher.redeemError':
    'Der Gutschein konnte nicht eingelöst werden. Bitte versuchen Sie es erneut.',
  'cms.voucher.redeemAnother': 'Weiteren Code einlösen',
  'cms.form.amountRange': 'Bitte wählen Sie einen ganzen Betrag von {min} bis {max}.',
  'cms.form.tooShort': 'Bitte geben Sie mindestens {min} Zeichen ein.',
  'cms.form.codeFormat':
    'Ein Gutscheincode hat 16 Buchstaben und Ziffern, z. B. K7QX-3MNB-WT9A-HF2E.',
  'cms.form.orderNumberFormat':
    'Eine Bestellnummer besteht nur aus Buchstaben, Ziffern und Bindestrichen.',
  'cms.form.charactersLeft': 'Noch {count} Zeichen',
  'cms.form.errorSummary': 'Bitte prüfen Sie die markierten Felder.',
  'cms.contact.name': 'Ihr Name',
  'cms.contact.emailLabel': 'Ihre E-Mail-Adresse',
  'cms.contact.topic': 'Thema',
  'cms.contact.topicPlaceholder': 'Bitte wählen',
  'cms.contact.orderNumber': 'Bestellnummer (optional)',
  'cms.contact.message': 'Ihre Nachricht',
  'cms.contact.sending': 'Wird gesendet …',
  'cms.contact.error':
    'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'cms.contact.another': 'Weitere Nachricht schreiben',
};
