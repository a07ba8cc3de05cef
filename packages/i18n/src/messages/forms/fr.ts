import type { FormMessages } from './en';

/** Texts of the shop's forms, French. */
export const formsFr: FormMessages = {
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
  'cms.contact.email': 'E-mail',
  'cms.contact.phone': 'Téléphone',
  'cms.voucher.buyTitle': 'Acheter un bon cadeau',
  'cms.voucher.amountLabel': 'Montant',
  'cms.voucher.otherAmount': 'Autre montant',
  'cms.voucher.otherAmountLabel': 'Montant en {currency}',
  'cms.voucher.amountHint': 'Montants entiers de {min} à {max}',
  'cms.voucher.recipientName': 'Nom du destinataire',
  'cms.voucher.recipientEmail': 'Adresse e-mail du destinataire',
  'cms.voucher.message': 'Message personnel (facultatif)',
  'cms.voucher.buyerEmail': 'Votre adresse e-mail pour la confirmation',
  'cms.voucher.sending': 'Commande en cours …',
  'cms.voucher.orderReference': 'Référence de commande : {reference}',
  'cms.voucher.buyAnother': 'Acheter un autre bon',
  'cms.voucher.redeemTitle': 'Utiliser un bon cadeau',
  'cms.voucher.code': 'Code du bon',
  'cms.voucher.redeem': 'Utiliser',
  'cms.voucher.redeeming': 'Vérification …',
  'cms.voucher.error': 'Le bon n’a pas pu être commandé. Veuillez réessayer.',
  'cms.voucher.redeemError': 'Le bon n’a pas pu être utilisé. Veuillez réessayer.',
  'cms.voucher.redeemAnother': 'Utiliser un autre code',
  'cms.form.amountRange': 'Veuillez choisir un montant entier de {min} à {max}.',
  'cms.form.tooShort': 'Veuillez saisir au moins {min} caractères.',
  'cms.form.codeFormat':
    'Un code de bon comporte 16 lettres et chiffres, par ex. K7QX-3MNB-WT9A-HF2E.',
  'cms.form.orderNumberFormat':
    'Un numéro de commande ne contient que des lettres, des chiffres et des tirets.',
  'cms.form.charactersLeft': 'Encore {count} caractères',
  'cms.form.errorSummary': 'Veuillez vérifier les champs marqués.',
  'cms.contact.name': 'Votre nom',
  'cms.contact.emailLabel': 'Votre adresse e-mail',
  'cms.contact.topic': 'Sujet',
  'cms.contact.topicPlaceholder': 'Veuillez choisir',
  'cms.contact.orderNumber': 'Numéro de commande (facultatif)',
  'cms.contact.message': 'Votre message',
  'cms.contact.sending': 'Envoi en cours …',
  'cms.contact.error': 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
  'cms.contact.another': 'Écrire un autre message',
};
