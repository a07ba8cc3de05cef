import type { Messages } from './messages';

export const fr: Messages = {
  invalidCredentials: "L'adresse e-mail ou le mot de passe est incorrect.",
  tooManyAttempts: (minutes) => `Trop de tentatives. Veuillez réessayer dans ${minutes} minutes.`,
  signUpSent:
    'Merci ! Nous vous avons envoyé un e-mail. Veuillez confirmer votre adresse à l’aide du lien qu’il contient.',
  resetRequested:
    'Si un compte existe pour cette adresse, nous vous avons envoyé un e-mail contenant un lien pour réinitialiser votre mot de passe.',
  invalidLink: 'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  passwordChanged:
    'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  newsletterSent:
    'Presque terminé ! Veuillez confirmer votre inscription à l’aide du lien que nous vous avons envoyé.',
  newsletterConfirmed: 'Merci, votre inscription à la newsletter est confirmée.',
  recaptchaMissing: 'Veuillez confirmer que vous n’êtes pas un robot.',
  recaptchaFailed: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez réessayer.',
  serviceUnavailable: 'Ce service est momentanément indisponible. Veuillez réessayer plus tard.',
  googleFailed: 'La connexion avec Google a échoué. Veuillez réessayer.',
  crossSiteRefused: 'Cette requête a été refusée car elle ne provient pas de la boutique.',
  csrfTokenInvalid: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
  invalidInput: 'Veuillez vérifier votre saisie.',
  fields: {
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    passwordTooShort: (min) => `Le mot de passe doit contenir au moins ${min} caractères.`,
    passwordTooLong: (max) => `Le mot de passe peut contenir au plus ${max} caractères.`,
    passwordCommon: 'Ce mot de passe est trop facile à deviner. Veuillez en choisir un autre.',
    required: 'Veuillez remplir ce champ.',
    tooLong: (max) => `Veuillez saisir au plus ${max} caractères.`,
  },
  mail: {
    greeting: (name) => `Bonjour ${name},`,
    greetingAnonymous: 'Bonjour,',
    closing: (brand) => `Cordialement,\nL’équipe ${brand}`,
    signUpConfirm: {
      subject: (brand) => `Veuillez confirmer votre adresse e-mail chez ${brand}`,
      intro: (brand) =>
        `merci de votre inscription chez ${brand}. Veuillez confirmer votre adresse e-mail à l’aide de ce lien :`,
      button: 'Confirmer l’adresse e-mail',
      outro:
        'Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.',
    },
    signUpExisting: {
      subject: (brand) => `Votre compte ${brand}`,
      intro: (brand) =>
        `quelqu’un – vous, nous l’espérons – a essayé de créer un compte chez ${brand} avec cette adresse e-mail. Vous avez déjà un compte. Connectez-vous ou réinitialisez votre mot de passe ici :`,
      button: 'Réinitialiser le mot de passe',
      outro: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    },
    passwordReset: {
      subject: (brand) => `Réinitialisez votre mot de passe ${brand}`,
      intro: (brand) =>
        `nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${brand}. Choisissez un nouveau mot de passe à l’aide de ce lien :`,
      button: 'Choisir un nouveau mot de passe',
      outro:
        'Le lien est valable une heure et ne peut être utilisé qu’une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    },
    passwordChanged: {
      subject: (brand) => `Votre mot de passe ${brand} a été modifié`,
      intro: (brand) =>
        `le mot de passe de votre compte ${brand} vient d’être modifié. Toutes les sessions ont été déconnectées.`,
      button: 'Aller à la boutique',
      outro:
        'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et contactez notre service client.',
    },
    newsletterConfirm: {
      subject: (brand) => `Veuillez confirmer votre inscription à la newsletter ${brand}`,
      intro: (brand) =>
        `veuillez confirmer que vous souhaitez recevoir la newsletter de ${brand} :`,
      button: 'Confirmer l’inscription',
      outro:
        'Le lien est valable 3 jours. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne recevrez rien de notre part.',
    },
  },
};
