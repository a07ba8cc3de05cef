import type { AccountMessages } from './en';

/** The account remote's texts, German. */
export const accountDe: AccountMessages = {
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
};
