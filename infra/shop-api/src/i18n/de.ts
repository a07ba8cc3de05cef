import type { Messages } from './messages';

export const de: Messages = {
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  tooManyAttempts: (minutes) =>
    `Zu viele Versuche. Bitte versuchen Sie es in ${minutes} Minuten erneut.`,
  signUpSent:
    'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Adresse über den Link darin.',
  resetRequested:
    'Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts geschickt.',
  invalidLink: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  passwordChanged:
    'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  newsletterSent:
    'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen geschickt haben.',
  newsletterConfirmed: 'Vielen Dank, Ihre Newsletter-Anmeldung ist bestätigt.',
  recaptchaMissing: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  recaptchaFailed:
    'Wir konnten nicht prüfen, dass Sie kein Roboter sind. Bitte versuchen Sie es noch einmal.',
  serviceUnavailable:
    'Dieser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  googleFailed: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
  crossSiteRefused: 'Diese Anfrage wurde abgelehnt, weil sie nicht aus dem Shop kam.',
  csrfTokenInvalid:
    'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  invalidInput: 'Bitte prüfen Sie Ihre Eingaben.',
  fields: {
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    passwordTooShort: (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    passwordTooLong: (max) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
    passwordCommon: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooLong: (max) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  },
  mail: {
    greeting: (name) => `Hallo ${name},`,
    greetingAnonymous: 'Hallo,',
    closing: (brand) => `Viele Grüße\nIhr ${brand}-Team`,
    signUpConfirm: {
      subject: (brand) => `Bitte bestätigen Sie Ihre E-Mail-Adresse bei ${brand}`,
      intro: (brand) =>
        `vielen Dank für Ihre Registrierung bei ${brand}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:`,
      button: 'E-Mail-Adresse bestätigen',
      outro:
        'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
    signUpExisting: {
      subject: (brand) => `Ihr Konto bei ${brand}`,
      intro: (brand) =>
        `jemand – hoffentlich Sie – wollte mit dieser E-Mail-Adresse ein Konto bei ${brand} anlegen. Sie haben bereits ein Konto. Melden Sie sich einfach an oder setzen Sie Ihr Passwort hier zurück:`,
      button: 'Passwort zurücksetzen',
      outro: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
    passwordReset: {
      subject: (brand) => `Passwort zurücksetzen bei ${brand}`,
      intro: (brand) =>
        `wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei ${brand} zurückzusetzen. Über diesen Link vergeben Sie ein neues Passwort:`,
      button: 'Neues Passwort festlegen',
      outro:
        'Der Link ist eine Stunde gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    passwordChanged: {
      subject: (brand) => `Ihr Passwort bei ${brand} wurde geändert`,
      intro: (brand) =>
        `das Passwort Ihres Kontos bei ${brand} wurde soeben geändert. Alle Sitzungen wurden abgemeldet.`,
      button: 'Zum Shop',
      outro:
        'Wenn Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort zurück und kontaktieren Sie unseren Kundenservice.',
    },
    newsletterConfirm: {
      subject: (brand) => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${brand}`,
      intro: (brand) =>
        `bitte bestätigen Sie, dass Sie den Newsletter von ${brand} erhalten möchten:`,
      button: 'Anmeldung bestätigen',
      outro:
        'Der Link ist 3 Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail; Sie erhalten dann nichts von uns.',
    },
  },
};
