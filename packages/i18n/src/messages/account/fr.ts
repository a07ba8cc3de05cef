import type { AccountMessages } from './en';

/** The account remote's texts, French. */
export const accountFr: AccountMessages = {
  'account.greeting': 'Bonjour {name}',
  'account.logOut': 'Se déconnecter',
  'account.signIn.title': 'Connexion',
  'account.signIn.email': 'Adresse e-mail',
  'account.signIn.password': 'Mot de passe',
  'account.signIn.submit': 'Se connecter',
  'account.signIn.forgotPassword': 'Mot de passe oublié\u00A0?',
  'account.signIn.noAccount': 'Nouveau client\u00A0?',
  'account.signIn.toSignUp': 'Créer un compte',
  'account.signIn.google': 'Continuer avec Google',
  'account.signIn.or': 'ou',
  'account.signIn.showPassword': 'Afficher le mot de passe',
  'account.signIn.hidePassword': 'Masquer le mot de passe',
  'account.signIn.error': 'La connexion a échoué. Veuillez réessayer.',
  'account.signUp.title': 'Créer un compte',
  'account.signUp.firstName': 'Prénom',
  'account.signUp.lastName': 'Nom',
  'account.signUp.email': 'Adresse e-mail',
  'account.signUp.password': 'Mot de passe',
  'account.signUp.passwordHint': '{min}\u00A0caractères minimum',
  'account.signUp.newsletter':
    'Oui, je souhaite recevoir la newsletter avec des offres et des idées.',
  'account.signUp.privacy':
    'En créant un compte, vous acceptez notre politique de confidentialité.',
  'account.signUp.submit': 'Créer mon compte',
  'account.signUp.haveAccount': 'Vous avez déjà un compte\u00A0?',
  'account.signUp.toSignIn': 'Se connecter',
  'account.signUp.success': 'Bienvenue, {name}\u00A0! Votre compte a bien été créé.',
  'account.signUp.error': 'Impossible de créer votre compte. Veuillez vérifier vos informations.',
  'account.passwordReset.title': 'Réinitialiser le mot de passe',
  'account.passwordReset.description':
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'account.passwordReset.email': 'Adresse e-mail',
  'account.passwordReset.submit': 'Envoyer le lien',
  'account.passwordReset.success':
    'Si un compte existe pour {email}, vous recevrez sous peu un e-mail contenant un lien.',
  'account.passwordReset.backToSignIn': 'Retour à la connexion',
  'account.passwordReset.error': "Le lien n'a pas pu être envoyé. Veuillez réessayer plus tard.",
  'account.close': 'Fermer',
  'account.continueShopping': 'Continuer mes achats',
  'account.page.title': 'Mon compte',
  'account.page.loading': 'Chargement de votre compte…',
  'account.page.signedOutText':
    'Connectez-vous pour consulter votre compte et gérer votre abonnement à la newsletter.',
  'account.page.loggedOut': 'Vous êtes déconnecté. À bientôt\u00A0!',
  'account.page.customerNumber': 'Numéro client\u00A0: {number}',
  'account.signUp.confirmed':
    'Votre adresse e-mail est confirmée et votre compte est prêt. Veuillez vous connecter.',
  'account.signUp.invalidLink':
    "Ce lien de confirmation n'est pas valide ou a expiré. Veuillez vous inscrire à nouveau.",
  'account.newPassword.title': 'Choisir un nouveau mot de passe',
  'account.newPassword.description':
    'Saisissez deux fois votre nouveau mot de passe. Vous pourrez ensuite vous connecter avec celui-ci.',
  'account.newPassword.password': 'Nouveau mot de passe',
  'account.newPassword.repeat': 'Confirmer le nouveau mot de passe',
  'account.newPassword.submit': 'Enregistrer le mot de passe',
  'account.newPassword.mismatch': 'Les mots de passe ne correspondent pas.',
  'account.newPassword.toSignIn': 'Se connecter',
  'account.newPassword.requestNew': 'Demander un nouveau lien',
  'account.newPassword.missingToken': 'Ce lien est incomplet. Veuillez en demander un nouveau.',
};
