import type { FormMessages } from './types';

export const de: FormMessages = {
  fields: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    tooLong: (max) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
    tooShort: (min) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
    amountRange: (min, max) => `Bitte wählen Sie einen ganzen Betrag von ${min} bis ${max}.`,
    voucherCodeFormat:
      'Ein Gutscheincode hat 16 Buchstaben und Ziffern, z. B. K7QX-3MNB-WT9A-HF2E.',
    orderNumberFormat: 'Eine Bestellnummer besteht nur aus Buchstaben, Ziffern und Bindestrichen.',
  },
  voucher: {
    issued: (email) => `Vielen Dank! Der Gutschein ist unterwegs an ${email}.`,
    awaitingPayment: (reference) =>
      `Vielen Dank für Ihre Bestellung ${reference}. Sobald die Zahlung eingegangen ist, senden wir den Gutschein.`,
    valid: (amount, until) => `Dieser Gutschein über ${amount} ist gültig bis ${until}.`,
    redeemed: (amount) =>
      `Der Gutschein über ${amount} ist eingelöst und wird bei Ihrer nächsten Bestellung abgezogen.`,
    unknown: 'Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie Ihre Eingabe.',
    expired: (date) => `Dieser Gutschein ist am ${date} abgelaufen.`,
    used: 'Dieser Gutschein wurde bereits eingelöst.',
    wrongCurrency: (currency) =>
      `Dieser Gutschein lautet auf ${currency} und kann in diesem Shop nicht eingelöst werden.`,
    wrongChannel: (brand) => `Dieser Gutschein ist nur bei ${brand} einlösbar.`,
  },
  contactSent: (reference) =>
    `Vielen Dank für Ihre Nachricht! Wir melden uns so bald wie möglich. Ihre Vorgangsnummer: ${reference}.`,
  mail: {
    greeting: (name) => `Hallo ${name},`,
    greetingAnonymous: 'Hallo,',
    closing: (brand) => `Viele Grüße\nIhr ${brand}-Team`,
    voucherGift: {
      subject: (brand) => `Ein Geschenkgutschein von ${brand} für Sie`,
      intro: (brand, amount) =>
        `Sie haben einen ${brand}-Geschenkgutschein über ${amount} erhalten.`,
      code: 'Ihr Gutscheincode',
      message: 'Persönliche Nachricht',
      validUntil: (date) => `Gültig bis ${date}.`,
      howTo: 'Geben Sie den Code im Shop auf der Gutscheinseite oder an der Kasse ein.',
    },
    voucherReceipt: {
      subject: (brand, reference) => `Ihre Gutscheinbestellung ${reference} bei ${brand}`,
      intro: (amount, recipient) =>
        `vielen Dank für Ihre Bestellung. Der Gutschein über ${amount} wurde an ${recipient} gesendet.`,
      codeHint: (hint) => `Der Code endet auf ${hint}.`,
    },
    voucherOrder: {
      subject: (brand, reference) => `Ihre Gutscheinbestellung ${reference} bei ${brand}`,
      intro: (amount, recipient) =>
        `vielen Dank für Ihre Bestellung eines Gutscheins über ${amount} für ${recipient}.`,
      outro:
        'Sobald Ihre Zahlung eingegangen ist, senden wir den Gutschein an die angegebene Adresse.',
    },
    contactService: {
      subject: (reference, topic) => `Kontaktanfrage ${reference}: ${topic}`,
    },
    contactConfirm: {
      subject: (brand, reference) => `Ihre Nachricht an ${brand} (${reference})`,
      intro: (topic) =>
        `vielen Dank für Ihre Nachricht zum Thema „${topic}“. Sie ist bei uns angekommen.`,
      outro:
        'Wir antworten in der Regel innerhalb eines Werktags. Wenn Sie uns erneut schreiben, nennen Sie bitte die Vorgangsnummer.',
    },
    labels: {
      reference: 'Vorgangsnummer',
      name: 'Name',
      email: 'E-Mail',
      topic: 'Thema',
      orderNumber: 'Bestellnummer',
      message: 'Nachricht',
      shop: 'Shop',
      person: 'Ansprechperson',
    },
  },
};
