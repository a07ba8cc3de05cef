import type { FormMessages } from './types';

export const it: FormMessages = {
  fields: {
    required: 'Compila questo campo.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido.',
    tooLong: (max) => `Inserisci al massimo ${max} caratteri.`,
    tooShort: (min) => `Inserisci almeno ${min} caratteri.`,
    amountRange: (min, max) => `Scegli un importo intero da ${min} a ${max}.`,
    voucherCodeFormat: 'Un codice buono ha 16 lettere e cifre, ad es. K7QX-3MNB-WT9A-HF2E.',
    orderNumberFormat: 'Un numero d’ordine contiene solo lettere, cifre e trattini.',
  },
  voucher: {
    issued: (email) => `Grazie! Il buono è in viaggio verso ${email}.`,
    awaitingPayment: (reference) =>
      `Grazie per il tuo ordine ${reference}. Invieremo il buono appena ricevuto il pagamento.`,
    valid: (amount, until) => `Questo buono da ${amount} è valido fino al ${until}.`,
    redeemed: (amount) =>
      `Il buono da ${amount} è stato riscattato e verrà detratto dal tuo prossimo ordine.`,
    unknown: 'Non conosciamo questo codice. Controlla quanto hai inserito.',
    expired: (date) => `Questo buono è scaduto il ${date}.`,
    used: 'Questo buono è già stato riscattato.',
    wrongCurrency: (currency) =>
      `Questo buono è in ${currency} e non può essere riscattato in questo negozio.`,
    wrongChannel: (brand) => `Questo buono è valido solo da ${brand}.`,
  },
  contactSent: (reference) =>
    `Grazie per il tuo messaggio! Ti risponderemo il prima possibile. Il tuo riferimento: ${reference}.`,
  mail: {
    greeting: (name) => `Ciao ${name},`,
    greetingAnonymous: 'Ciao,',
    closing: (brand) => `Cordiali saluti\nIl team ${brand}`,
    voucherGift: {
      subject: (brand) => `Un buono regalo ${brand} per te`,
      intro: (brand, amount) => `hai ricevuto un buono regalo ${brand} da ${amount}.`,
      code: 'Il tuo codice',
      message: 'Messaggio personale',
      validUntil: (date) => `Valido fino al ${date}.`,
      howTo: 'Inserisci il codice nella pagina dei buoni del negozio o alla cassa.',
    },
    voucherReceipt: {
      subject: (brand, reference) => `Il tuo ordine di buono ${reference} da ${brand}`,
      intro: (amount, recipient) =>
        `grazie per il tuo ordine. Il buono da ${amount} è stato inviato a ${recipient}.`,
      codeHint: (hint) => `Il codice termina con ${hint}.`,
    },
    voucherOrder: {
      subject: (brand, reference) => `Il tuo ordine di buono ${reference} da ${brand}`,
      intro: (amount, recipient) =>
        `grazie per aver ordinato un buono da ${amount} per ${recipient}.`,
      outro: 'Appena ricevuto il pagamento, invieremo il buono all’indirizzo indicato.',
    },
    contactService: {
      subject: (reference, topic) => `Richiesta di contatto ${reference}: ${topic}`,
    },
    contactConfirm: {
      subject: (brand, reference) => `Il tuo messaggio a ${brand} (${reference})`,
      intro: (topic) => `grazie per il tuo messaggio su “${topic}”. È arrivato.`,
      outro:
        'Di solito rispondiamo entro un giorno lavorativo. Se ci scrivi di nuovo, indica il riferimento.',
    },
    labels: {
      reference: 'Riferimento',
      name: 'Nome',
      email: 'E-mail',
      topic: 'Argomento',
      orderNumber: 'Numero d’ordine',
      message: 'Messaggio',
      shop: 'Negozio',
      person: 'Referente',
    },
  },
};
