import type { Messages } from './messages';

export const nl: Messages = {
  invalidCredentials: 'Het e-mailadres of wachtwoord is niet juist.',
  tooManyAttempts: (minutes) => `Te veel pogingen. Probeer het over ${minutes} minuten opnieuw.`,
  signUpSent:
    'Bedankt! We hebben je een e-mail gestuurd. Bevestig je adres via de link in die e-mail.',
  resetRequested:
    'Als er een account met dit adres bestaat, hebben we je een e-mail gestuurd met een link om je wachtwoord opnieuw in te stellen.',
  invalidLink: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
  passwordChanged: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  newsletterSent: 'Bijna klaar! Bevestig je aanmelding via de link die we je hebben gestuurd.',
  newsletterConfirmed: 'Bedankt, je aanmelding voor de nieuwsbrief is bevestigd.',
  recaptchaMissing: 'Bevestig dat je geen robot bent.',
  recaptchaFailed: 'We konden niet controleren dat je geen robot bent. Probeer het opnieuw.',
  serviceUnavailable: 'Deze dienst is op dit moment niet beschikbaar. Probeer het later opnieuw.',
  googleFailed: 'Inloggen met Google is mislukt. Probeer het opnieuw.',
  crossSiteRefused: 'Dit verzoek is geweigerd omdat het niet van de winkel afkomstig is.',
  csrfTokenInvalid: 'Je sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
  invalidInput: 'Controleer je invoer.',
  fields: {
    emailInvalid: 'Voer een geldig e-mailadres in.',
    passwordTooShort: (min) => `Het wachtwoord moet minstens ${min} tekens lang zijn.`,
    passwordTooLong: (max) => `Het wachtwoord mag hoogstens ${max} tekens lang zijn.`,
    passwordCommon: 'Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.',
    required: 'Vul dit veld in.',
    tooLong: (max) => `Voer hoogstens ${max} tekens in.`,
  },
  mail: {
    greeting: (name) => `Hallo ${name},`,
    greetingAnonymous: 'Hallo,',
    closing: (brand) => `Met vriendelijke groet\nHet team van ${brand}`,
    signUpConfirm: {
      subject: (brand) => `Bevestig je e-mailadres bij ${brand}`,
      intro: (brand) =>
        `bedankt voor je registratie bij ${brand}. Bevestig je e-mailadres via deze link:`,
      button: 'E-mailadres bevestigen',
      outro:
        'De link is 24 uur geldig. Heb je je niet geregistreerd? Dan kun je deze e-mail negeren.',
    },
    signUpExisting: {
      subject: (brand) => `Je account bij ${brand}`,
      intro: (brand) =>
        `iemand – hopelijk jij – wilde met dit e-mailadres een account aanmaken bij ${brand}. Je hebt al een account. Log gewoon in of stel hier je wachtwoord opnieuw in:`,
      button: 'Wachtwoord opnieuw instellen',
      outro: 'Was jij dit niet? Dan kun je deze e-mail negeren.',
    },
    passwordReset: {
      subject: (brand) => `Stel je wachtwoord bij ${brand} opnieuw in`,
      intro: (brand) =>
        `we hebben een verzoek ontvangen om het wachtwoord van je account bij ${brand} opnieuw in te stellen. Kies via deze link een nieuw wachtwoord:`,
      button: 'Nieuw wachtwoord kiezen',
      outro:
        'De link is een uur geldig en kan één keer worden gebruikt. Heb je dit niet aangevraagd? Negeer dan deze e-mail; je wachtwoord blijft ongewijzigd.',
    },
    passwordChanged: {
      subject: (brand) => `Je wachtwoord bij ${brand} is gewijzigd`,
      intro: (brand) =>
        `het wachtwoord van je account bij ${brand} is zojuist gewijzigd. Alle sessies zijn afgemeld.`,
      button: 'Naar de winkel',
      outro:
        'Was jij dit niet? Stel dan meteen je wachtwoord opnieuw in en neem contact op met onze klantenservice.',
    },
    newsletterConfirm: {
      subject: (brand) => `Bevestig je aanmelding voor de nieuwsbrief van ${brand}`,
      intro: (brand) => `bevestig dat je de nieuwsbrief van ${brand} wilt ontvangen:`,
      button: 'Aanmelding bevestigen',
      outro:
        'De link is 3 dagen geldig. Heb je je niet aangemeld? Negeer dan deze e-mail; je hoort dan niets meer van ons.',
    },
  },
};
