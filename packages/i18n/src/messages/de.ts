import type { Messages } from './en';

/** German (Germany), formal address; the base of every German locale. */
export const de: Messages = {
  'header.magazine': 'Magazin',
  'header.service': 'Service',
  'header.hotline': 'Hotline',
  'header.account': 'Mein Konto',
  'header.cart': 'Warenkorb',
  'header.back': 'Zurück',
  'header.logIn': 'Anmelden',
  'header.loggedInAs': 'Angemeldet als {name}',
  'header.home': '{brand} – zur Startseite',
  'header.infoNavigation': 'Service und Konto',
  'header.cartItems': 'Warenkorb, {count} Artikel',
  'header.topDeals': 'Top-Deals',

  'burger.open': 'Menü öffnen',
  'burger.close': 'Menü schließen',
  'burger.back': 'Zurück',
  'burger.menu': 'Menü',
  'burger.shops': 'Unsere Shops',
  'burger.more': 'Mehr',
  'burger.serviceHotline': 'Service-Hotline',
  'burger.callUs': 'Rufen Sie uns an: {phone}',
  'burger.contactHours': 'Montag bis Freitag, {hours}',
  'burger.showAll': 'Alle anzeigen',

  'navigation.main': 'Hauptnavigation',
  'navigation.subItems': '{name}: mehr',
  'navigation.subNavigation': 'Kategorien',
  'navigation.scrollBack': 'Zurückblättern',
  'navigation.scrollForward': 'Weiterblättern',
  'footer.legal': 'Rechtliches',
  'footer.paymentMethods': 'Zahlungsarten',
  'whitelabel.text':
    'Sie bestellen über unseren Partnershop. Lieferung und Rechnung kommen von uns.',

  'account.greeting': 'Hallo {name}',
  'account.logOut': 'Abmelden',

  'account.signIn.title': 'Anmelden',
  'account.signIn.email': 'E-Mail-Adresse',
  'account.signIn.password': 'Passwort',
  'account.signIn.submit': 'Anmelden',
  'account.signIn.forgotPassword': 'Passwort vergessen?',
  'account.signIn.noAccount': 'Neu bei uns?',
  'account.signIn.toSignUp': 'Kundenkonto anlegen',
  'account.signIn.google': 'Weiter mit Google',
  'account.signIn.or': 'oder',
  'account.signIn.showPassword': 'Passwort anzeigen',
  'account.signIn.hidePassword': 'Passwort verbergen',
  'account.signIn.error': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',

  'account.signUp.title': 'Kundenkonto anlegen',
  'account.signUp.firstName': 'Vorname',
  'account.signUp.lastName': 'Nachname',
  'account.signUp.email': 'E-Mail-Adresse',
  'account.signUp.password': 'Passwort',
  'account.signUp.passwordHint': 'Mindestens {min} Zeichen',
  'account.signUp.newsletter': 'Ja, ich möchte den Newsletter mit Angeboten und Ideen erhalten.',
  'account.signUp.privacy': 'Mit der Registrierung akzeptieren Sie unsere Datenschutzerklärung.',
  'account.signUp.submit': 'Konto erstellen',
  'account.signUp.haveAccount': 'Sie haben bereits ein Kundenkonto?',
  'account.signUp.toSignIn': 'Jetzt anmelden',
  'account.signUp.success': 'Willkommen, {name}! Ihr Kundenkonto wurde angelegt.',
  'account.signUp.error': 'Die Registrierung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben.',

  'account.passwordReset.title': 'Passwort zurücksetzen',
  'account.passwordReset.description':
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  'account.passwordReset.email': 'E-Mail-Adresse',
  'account.passwordReset.submit': 'Link anfordern',
  'account.passwordReset.success':
    'Falls ein Kundenkonto für {email} besteht, erhalten Sie in Kürze eine E-Mail mit einem Link.',
  'account.passwordReset.backToSignIn': 'Zurück zur Anmeldung',
  'account.passwordReset.error':
    'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'account.close': 'Schließen',
  'account.continueShopping': 'Weiter einkaufen',
  'account.page.title': 'Mein Konto',
  'account.page.loading': 'Ihr Konto wird geladen …',
  'account.page.signedOutText':
    'Melden Sie sich an, um Ihr Kundenkonto zu sehen und Ihren Newsletter zu verwalten.',
  'account.page.loggedOut': 'Sie haben sich abgemeldet. Bis bald!',
  'account.page.customerNumber': 'Kundennummer: {number}',
  'account.signUp.confirmed':
    'Ihre E-Mail-Adresse ist bestätigt und Ihr Kundenkonto ist bereit. Bitte melden Sie sich an.',
  'account.signUp.invalidLink':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte registrieren Sie sich erneut.',
  'account.newPassword.title': 'Neues Passwort festlegen',
  'account.newPassword.description':
    'Geben Sie Ihr neues Passwort zweimal ein. Danach können Sie sich damit anmelden.',
  'account.newPassword.password': 'Neues Passwort',
  'account.newPassword.repeat': 'Neues Passwort wiederholen',
  'account.newPassword.submit': 'Neues Passwort speichern',
  'account.newPassword.mismatch': 'Die Passwörter stimmen nicht überein.',
  'account.newPassword.toSignIn': 'Jetzt anmelden',
  'account.newPassword.requestNew': 'Neuen Link anfordern',
  'account.newPassword.missingToken':
    'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen an.',

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

  'errors.generic': 'Da ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'errors.network':
    'Unsere Server sind gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.retry': 'Erneut versuchen',

  'price.from': 'ab',
  'price.original': 'Ursprünglicher Preis: {price}',

  'delivery.countdown.today': 'Bestellen Sie innerhalb von {time} – Versand noch heute.',
  'delivery.countdown.tomorrow': 'Bestellen Sie innerhalb von {time} – Versand morgen.',
  'delivery.countdown.date': 'Bestellen Sie innerhalb von {time} – Versand am {date}.',

  'cms.missingBlock':
    'Die Komponente „{component}“ wurde nicht gefunden. Ist sie richtig konfiguriert?',
  'cms.showMore': 'Mehr anzeigen',
  'cms.showLess': 'Weniger anzeigen',
  'cms.rating': '{rating} von 5 Sternen',
  'cms.photoCredit': 'Foto: {name}',
  'cms.table.format': 'Format',
  'cms.table.price': 'Preis',
  'cms.table.originalPrice': 'Ursprünglicher Preis',
  'cms.feed.link': 'Alle Ideen ansehen',
  'cms.feed.empty': 'Neue Ideen sind unterwegs. Schau bald wieder vorbei!',
  'cms.contact.email': 'E-Mail',
  'cms.contact.phone': 'Telefon',
  'cms.voucher.amounts': 'Gutscheinwert wählen',
  'cms.voucher.amount': 'Gutschein über {price}',
  'cms.video.unsupported': 'Dein Browser kann dieses Video nicht abspielen.',
  'cms.sizes.label': 'Verfügbare Größen',

  'errorPage.title': 'Hoppla, da ist etwas schiefgelaufen',
  'errorPage.text':
    'Diese Seite konnte leider nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'errorPage.notFoundTitle': 'Seite nicht gefunden',
  'errorPage.notFoundText': 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
  'errorPage.home': 'Zur Startseite',
  'errorPage.details': 'Fehlerdetails',

  'calculator.material': 'Material',
  'calculator.format': 'Format',
  'calculator.moreFormats': 'Weitere Formate',
  'calculator.moreFormatsTitle': 'Alle Formate',
  'calculator.cta': 'Jetzt gestalten',
  'calculator.selected': 'Ausgewählt',
};
