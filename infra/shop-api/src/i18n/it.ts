import type { Messages } from './messages';

export const it: Messages = {
  invalidCredentials: "L'indirizzo e-mail o la password non sono corretti.",
  tooManyAttempts: (minutes) => `Troppi tentativi. Riprova tra ${minutes} minuti.`,
  signUpSent:
    "Grazie! Ti abbiamo inviato un'e-mail. Conferma il tuo indirizzo tramite il link contenuto.",
  resetRequested:
    "Se esiste un account con questo indirizzo, ti abbiamo inviato un'e-mail con un link per reimpostare la password.",
  invalidLink: 'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
  passwordChanged: 'La tua password è stata modificata. Ora puoi accedere con la nuova password.',
  newsletterSent: "Quasi fatto! Conferma l'iscrizione tramite il link che ti abbiamo inviato.",
  newsletterConfirmed: "Grazie, l'iscrizione alla newsletter è confermata.",
  recaptchaMissing: 'Conferma di non essere un robot.',
  recaptchaFailed: 'Non siamo riusciti a verificare che tu non sia un robot. Riprova.',
  serviceUnavailable: 'Questo servizio non è disponibile al momento. Riprova più tardi.',
  googleFailed: "L'accesso con Google non è riuscito. Riprova.",
  crossSiteRefused: 'Questa richiesta è stata rifiutata perché non proviene dal negozio.',
  csrfTokenInvalid: 'La sessione è scaduta. Ricarica la pagina e riprova.',
  invalidInput: 'Controlla i dati inseriti.',
  fields: {
    emailInvalid: 'Inserisci un indirizzo e-mail valido.',
    passwordTooShort: (min) => `La password deve contenere almeno ${min} caratteri.`,
    passwordTooLong: (max) => `La password può contenere al massimo ${max} caratteri.`,
    passwordCommon: 'Questa password è troppo facile da indovinare. Scegline un’altra.',
    required: 'Compila questo campo.',
    tooLong: (max) => `Inserisci al massimo ${max} caratteri.`,
  },
  mail: {
    greeting: (name) => `Ciao ${name},`,
    greetingAnonymous: 'Ciao,',
    closing: (brand) => `Cordiali saluti\nIl team di ${brand}`,
    signUpConfirm: {
      subject: (brand) => `Conferma il tuo indirizzo e-mail su ${brand}`,
      intro: (brand) =>
        `grazie per esserti registrato su ${brand}. Conferma il tuo indirizzo e-mail tramite questo link:`,
      button: 'Conferma indirizzo e-mail',
      outro: 'Il link è valido per 24 ore. Se non ti sei registrato, puoi ignorare questa e-mail.',
    },
    signUpExisting: {
      subject: (brand) => `Il tuo account ${brand}`,
      intro: (brand) =>
        `qualcuno, speriamo tu, ha provato a creare un account su ${brand} con questo indirizzo e-mail. Hai già un account. Accedi oppure reimposta la password qui:`,
      button: 'Reimposta password',
      outro: 'Se non sei stato tu, puoi ignorare questa e-mail.',
    },
    passwordReset: {
      subject: (brand) => `Reimposta la tua password di ${brand}`,
      intro: (brand) =>
        `abbiamo ricevuto una richiesta di reimpostazione della password del tuo account ${brand}. Scegli una nuova password tramite questo link:`,
      button: 'Scegli una nuova password',
      outro:
        "Il link è valido per un'ora e può essere usato una sola volta. Se non l'hai richiesto tu, ignora questa e-mail: la tua password resta invariata.",
    },
    passwordChanged: {
      subject: (brand) => `La tua password di ${brand} è stata modificata`,
      intro: (brand) =>
        `la password del tuo account ${brand} è appena stata modificata. Tutte le sessioni sono state chiuse.`,
      button: 'Vai al negozio',
      outro:
        'Se non sei stato tu, reimposta subito la password e contatta il nostro servizio clienti.',
    },
    newsletterConfirm: {
      subject: (brand) => `Conferma l'iscrizione alla newsletter di ${brand}`,
      intro: (brand) => `conferma di voler ricevere la newsletter di ${brand}:`,
      button: 'Conferma iscrizione',
      outro:
        'Il link è valido per 3 giorni. Se non ti sei iscritto, ignora questa e-mail e non riceverai nulla da noi.',
    },
  },
};
