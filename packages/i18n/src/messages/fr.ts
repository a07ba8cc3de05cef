import type { Messages } from './en';

// French typography: a no-break space (\u00A0) before ? ! : and inside « ».

/** French (France), formal address; the base of every French locale. */
export const fr: Messages = {
  'header.magazine': 'Magazine',
  'header.service': 'Service client',
  'header.hotline': 'Hotline',
  'header.account': 'Mon compte',
  'header.cart': 'Panier',
  'header.back': 'Retour',
  'header.logIn': 'Se connecter',
  'header.loggedInAs': 'Connecté en tant que {name}',
  'header.home': '{brand} – page d’accueil',
  'header.infoNavigation': 'Service et compte',
  'header.cartItems': 'Panier, {count} article(s)',
  'header.topDeals': 'Bons plans',

  'burger.open': 'Ouvrir le menu',
  'burger.close': 'Fermer le menu',
  'burger.back': 'Retour',
  'burger.menu': 'Menu',
  'burger.shops': 'Nos boutiques',
  'burger.more': 'Plus',
  'burger.serviceHotline': 'Service client par téléphone',
  'burger.callUs': 'Appelez-nous\u00A0: {phone}',
  'burger.contactHours': 'Du lundi au vendredi, {hours}',
  'burger.showAll': 'Tout afficher',

  'navigation.main': 'Navigation principale',
  'navigation.subItems': '{name}\u00A0: plus',
  'navigation.subNavigation': 'Catégories',
  'navigation.scrollBack': 'Défiler en arrière',
  'navigation.scrollForward': 'Défiler en avant',
  'footer.legal': 'Mentions légales',
  'footer.paymentMethods': 'Moyens de paiement',
  'whitelabel.text':
    'Vous commandez via notre boutique partenaire. La livraison et la facture viennent de nous.',

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

  'newsletter.title': 'Abonnez-vous à notre newsletter',
  'newsletter.description':
    "De l'inspiration, des nouveautés et des offres exclusives directement dans votre boîte mail.",
  'newsletter.email': 'Adresse e-mail',
  'newsletter.firstName': 'Prénom (facultatif)',
  'newsletter.submit': "S'abonner",
  'newsletter.success':
    "Presque terminé\u00A0! Veuillez confirmer votre inscription grâce au lien de l'e-mail que nous venons de vous envoyer.",
  'newsletter.confirmed': 'Merci\u00A0! Votre inscription à la newsletter est confirmée.',
  'newsletter.confirmFailed': "Ce lien de confirmation n'est pas valide ou a expiré.",
  'newsletter.privacy':
    'Vous pouvez vous désabonner à tout moment. Pour en savoir plus, consultez notre politique de confidentialité.',
  'newsletter.error': "Votre inscription n'a pas abouti. Veuillez réessayer.",
  'newsletter.consent':
    "En vous abonnant, vous acceptez de recevoir notre newsletter par e-mail. Votre adresse ne sert à rien d'autre.",
  'newsletter.recaptchaNotice':
    "Ce formulaire est protégé par reCAPTCHA. Les règles de confidentialité et les conditions d'utilisation de Google s'appliquent.",

  'validation.required': 'Veuillez remplir ce champ.',
  'validation.email': 'Veuillez saisir une adresse e-mail valide.',
  'validation.passwordMin': 'Le mot de passe doit contenir au moins {min}\u00A0caractères.',
  'validation.maxLength': 'Veuillez utiliser {max}\u00A0caractères au maximum.',

  'errors.generic': "Une erreur s'est produite. Veuillez réessayer.",
  'errors.network':
    'Nos serveurs sont momentanément injoignables. Veuillez vérifier votre connexion et réessayer.',
  'errors.retry': 'Réessayer',

  'price.from': 'à partir de',
  'price.original': 'Prix initial\u00A0: {price}',

  'delivery.countdown.today': "Commandez dans les {time} pour une expédition aujourd'hui.",
  'delivery.countdown.tomorrow': 'Commandez dans les {time} pour une expédition demain.',
  'delivery.countdown.date': 'Commandez dans les {time} pour une expédition le {date}.',

  'cms.missingBlock':
    'Le composant «\u00A0{component}\u00A0» est introuvable. Est-il correctement configuré\u00A0?',
  'cms.showMore': 'Afficher plus',
  'cms.showLess': 'Afficher moins',
  'cms.rating': '{rating} sur 5 étoiles',
  'cms.photoCredit': 'Photo\u00A0: {name}',
  'cms.table.format': 'Format',
  'cms.table.price': 'Prix',
  'cms.table.originalPrice': 'Prix initial',
  'cms.feed.link': 'Voir toutes les idées',
  'cms.feed.empty': 'De nouvelles idées arrivent bientôt. Revenez vite\u00A0!',
  'cms.contact.email': 'E-mail',
  'cms.contact.phone': 'Téléphone',
  'cms.voucher.amounts': 'Choisissez le montant du bon',
  'cms.voucher.amount': 'Bon d’une valeur de {price}',
  'cms.video.unsupported': 'Votre navigateur ne peut pas lire cette vidéo.',
  'cms.sizes.label': 'Formats disponibles',

  'errorPage.title': "Oups, une erreur s'est produite",
  'errorPage.text': "Cette page n'a pas pu être chargée. Veuillez réessayer dans un instant.",
  'errorPage.notFoundTitle': 'Page introuvable',
  'errorPage.notFoundText': "La page que vous recherchez n'existe pas ou a été déplacée.",
  'errorPage.home': "Retour à l'accueil",
  'errorPage.details': "Détails de l'erreur",

  'calculator.material': 'Matériau',
  'calculator.format': 'Format',
  'calculator.moreFormats': 'Plus de formats',
  'calculator.moreFormatsTitle': 'Tous les formats',
  'calculator.cta': 'Personnaliser maintenant',
  'calculator.selected': 'Sélectionné',
};
