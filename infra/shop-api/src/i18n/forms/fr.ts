import type { FormMessages } from './types';

export const fr: FormMessages = {
  fields: {
    required: 'Veuillez remplir ce champ.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    tooLong: (max) => `Veuillez saisir au maximum ${max} caractères.`,
    tooShort: (min) => `Veuillez saisir au moins ${min} caractères.`,
    amountRange: (min, max) => `Veuillez choisir un montant entier de ${min} à ${max}.`,
    voucherCodeFormat:
      'Un code de bon comporte 16 lettres et chiffres, par ex. K7QX-3MNB-WT9A-HF2E.',
    orderNumberFormat:
      'Un numéro de commande ne contient que des lettres, des chiffres et des tirets.',
  },
  voucher: {
    issued: (email) => `Merci ! Le bon cadeau est en route vers ${email}.`,
    awaitingPayment: (reference) =>
      `Merci pour votre commande ${reference}. Nous enverrons le bon dès réception de votre paiement.`,
    valid: (amount, until) => `Ce bon d’une valeur de ${amount} est valable jusqu’au ${until}.`,
    redeemed: (amount) =>
      `Le bon d’une valeur de ${amount} est utilisé et sera déduit de votre prochaine commande.`,
    unknown: 'Nous ne connaissons pas ce code. Veuillez vérifier votre saisie.',
    expired: (date) => `Ce bon a expiré le ${date}.`,
    used: 'Ce bon a déjà été utilisé.',
    wrongCurrency: (currency) =>
      `Ce bon est libellé en ${currency} et ne peut pas être utilisé dans cette boutique.`,
    wrongChannel: (brand) => `Ce bon n’est valable que chez ${brand}.`,
  },
  contactSent: (reference) =>
    `Merci pour votre message ! Nous vous répondrons dès que possible. Votre référence : ${reference}.`,
  mail: {
    greeting: (name) => `Bonjour ${name},`,
    greetingAnonymous: 'Bonjour,',
    closing: (brand) => `Cordialement\nVotre équipe ${brand}`,
    voucherGift: {
      subject: (brand) => `Un bon cadeau ${brand} pour vous`,
      intro: (brand, amount) => `vous avez reçu un bon cadeau ${brand} d’une valeur de ${amount}.`,
      code: 'Votre code',
      message: 'Message personnel',
      validUntil: (date) => `Valable jusqu’au ${date}.`,
      howTo: 'Saisissez le code sur la page des bons cadeaux de la boutique ou lors du paiement.',
    },
    voucherReceipt: {
      subject: (brand, reference) => `Votre commande de bon ${reference} chez ${brand}`,
      intro: (amount, recipient) =>
        `merci pour votre commande. Le bon d’une valeur de ${amount} a été envoyé à ${recipient}.`,
      codeHint: (hint) => `Le code se termine par ${hint}.`,
    },
    voucherOrder: {
      subject: (brand, reference) => `Votre commande de bon ${reference} chez ${brand}`,
      intro: (amount, recipient) =>
        `merci d’avoir commandé un bon d’une valeur de ${amount} pour ${recipient}.`,
      outro: 'Dès réception de votre paiement, nous enverrons le bon à l’adresse indiquée.',
    },
    contactService: {
      subject: (reference, topic) => `Demande de contact ${reference} : ${topic}`,
    },
    contactConfirm: {
      subject: (brand, reference) => `Votre message à ${brand} (${reference})`,
      intro: (topic) =>
        `merci pour votre message au sujet de « ${topic} ». Il nous est bien parvenu.`,
      outro:
        'Nous répondons en général sous un jour ouvré. Si vous nous écrivez à nouveau, indiquez la référence.',
    },
    labels: {
      reference: 'Référence',
      name: 'Nom',
      email: 'E-mail',
      topic: 'Sujet',
      orderNumber: 'Numéro de commande',
      message: 'Message',
      shop: 'Boutique',
      person: 'Interlocuteur',
    },
  },
};
