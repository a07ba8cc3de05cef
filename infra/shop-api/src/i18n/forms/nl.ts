import type { FormMessages } from './types';

export const nl: FormMessages = {
  fields: {
    required: 'Vul dit veld in.',
    emailInvalid: 'Vul een geldig e-mailadres in.',
    tooLong: (max) => `Vul maximaal ${max} tekens in.`,
    tooShort: (min) => `Vul minimaal ${min} tekens in.`,
    amountRange: (min, max) => `Kies een heel bedrag van ${min} tot ${max}.`,
    voucherCodeFormat: 'Een cadeauboncode heeft 16 letters en cijfers, bijv. K7QX-3MNB-WT9A-HF2E.',
    orderNumberFormat: 'Een bestelnummer bevat alleen letters, cijfers en koppeltekens.',
  },
  voucher: {
    issued: (email) => `Bedankt! De cadeaubon is onderweg naar ${email}.`,
    awaitingPayment: (reference) =>
      `Bedankt voor je bestelling ${reference}. We sturen de cadeaubon zodra je betaling binnen is.`,
    valid: (amount, until) => `Deze cadeaubon van ${amount} is geldig tot ${until}.`,
    redeemed: (amount) =>
      `De cadeaubon van ${amount} is ingewisseld en wordt van je volgende bestelling afgetrokken.`,
    unknown: 'Deze code kennen we niet. Controleer wat je hebt ingevuld.',
    expired: (date) => `Deze cadeaubon is verlopen op ${date}.`,
    used: 'Deze cadeaubon is al ingewisseld.',
    wrongCurrency: (currency) =>
      `Deze cadeaubon is in ${currency} en kan in deze shop niet worden ingewisseld.`,
    wrongChannel: (brand) => `Deze cadeaubon is alleen bij ${brand} in te wisselen.`,
  },
  contactSent: (reference) =>
    `Bedankt voor je bericht! We nemen zo snel mogelijk contact op. Je referentie: ${reference}.`,
  mail: {
    greeting: (name) => `Hallo ${name},`,
    greetingAnonymous: 'Hallo,',
    closing: (brand) => `Met vriendelijke groet\nHet ${brand}-team`,
    voucherGift: {
      subject: (brand) => `Een cadeaubon van ${brand} voor jou`,
      intro: (brand, amount) =>
        `je hebt een cadeaubon van ${brand} ter waarde van ${amount} gekregen.`,
      code: 'Je code',
      message: 'Persoonlijk bericht',
      validUntil: (date) => `Geldig tot ${date}.`,
      howTo: 'Vul de code in op de cadeaubonpagina van de shop of bij het afrekenen.',
    },
    voucherReceipt: {
      subject: (brand, reference) => `Je cadeaubonbestelling ${reference} bij ${brand}`,
      intro: (amount, recipient) =>
        `bedankt voor je bestelling. De cadeaubon van ${amount} is verstuurd naar ${recipient}.`,
      codeHint: (hint) => `De code eindigt op ${hint}.`,
    },
    voucherOrder: {
      subject: (brand, reference) => `Je cadeaubonbestelling ${reference} bij ${brand}`,
      intro: (amount, recipient) =>
        `bedankt voor het bestellen van een cadeaubon van ${amount} voor ${recipient}.`,
      outro: 'Zodra je betaling binnen is, sturen we de cadeaubon naar het opgegeven adres.',
    },
    contactService: {
      subject: (reference, topic) => `Contactverzoek ${reference}: ${topic}`,
    },
    contactConfirm: {
      subject: (brand, reference) => `Je bericht aan ${brand} (${reference})`,
      intro: (topic) => `bedankt voor je bericht over ‘${topic}’. Het is bij ons aangekomen.`,
      outro:
        'We antwoorden meestal binnen één werkdag. Vermeld de referentie als je ons opnieuw schrijft.',
    },
    labels: {
      reference: 'Referentie',
      name: 'Naam',
      email: 'E-mail',
      topic: 'Onderwerp',
      orderNumber: 'Bestelnummer',
      message: 'Bericht',
      shop: 'Shop',
      person: 'Contactpersoon',
    },
  },
};
