import type { FormMessages } from './types';

export const es: FormMessages = {
  fields: {
    required: 'Rellena este campo.',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    tooLong: (max) => `Introduce como máximo ${max} caracteres.`,
    tooShort: (min) => `Introduce al menos ${min} caracteres.`,
    amountRange: (min, max) => `Elige un importe entero de ${min} a ${max}.`,
    voucherCodeFormat: 'Un código de vale tiene 16 letras y cifras, p. ej. K7QX-3MNB-WT9A-HF2E.',
    orderNumberFormat: 'Un número de pedido solo contiene letras, cifras y guiones.',
  },
  voucher: {
    issued: (email) => `¡Gracias! El vale va de camino a ${email}.`,
    awaitingPayment: (reference) =>
      `Gracias por tu pedido ${reference}. Enviaremos el vale en cuanto recibamos el pago.`,
    valid: (amount, until) => `Este vale de ${amount} es válido hasta el ${until}.`,
    redeemed: (amount) =>
      `El vale de ${amount} está canjeado y se descontará de tu próximo pedido.`,
    unknown: 'No conocemos este código. Comprueba lo que has introducido.',
    expired: (date) => `Este vale caducó el ${date}.`,
    used: 'Este vale ya se ha canjeado.',
    wrongCurrency: (currency) =>
      `Este vale está en ${currency} y no se puede canjear en esta tienda.`,
    wrongChannel: (brand) => `Este vale solo se puede canjear en ${brand}.`,
  },
  contactSent: (reference) =>
    `¡Gracias por tu mensaje! Te responderemos lo antes posible. Tu referencia: ${reference}.`,
  mail: {
    greeting: (name) => `Hola, ${name}:`,
    greetingAnonymous: 'Hola:',
    closing: (brand) => `Saludos cordiales\nEl equipo de ${brand}`,
    voucherGift: {
      subject: (brand) => `Un vale regalo de ${brand} para ti`,
      intro: (brand, amount) => `has recibido un vale regalo de ${brand} por valor de ${amount}.`,
      code: 'Tu código',
      message: 'Mensaje personal',
      validUntil: (date) => `Válido hasta el ${date}.`,
      howTo: 'Introduce el código en la página de vales de la tienda o al pagar.',
    },
    voucherReceipt: {
      subject: (brand, reference) => `Tu pedido de vale ${reference} en ${brand}`,
      intro: (amount, recipient) =>
        `gracias por tu pedido. El vale de ${amount} se ha enviado a ${recipient}.`,
      codeHint: (hint) => `El código termina en ${hint}.`,
    },
    voucherOrder: {
      subject: (brand, reference) => `Tu pedido de vale ${reference} en ${brand}`,
      intro: (amount, recipient) => `gracias por pedir un vale de ${amount} para ${recipient}.`,
      outro: 'En cuanto recibamos el pago, enviaremos el vale a la dirección indicada.',
    },
    contactService: {
      subject: (reference, topic) => `Solicitud de contacto ${reference}: ${topic}`,
    },
    contactConfirm: {
      subject: (brand, reference) => `Tu mensaje a ${brand} (${reference})`,
      intro: (topic) => `gracias por tu mensaje sobre «${topic}». Lo hemos recibido.`,
      outro:
        'Solemos responder en un día laborable. Si vuelves a escribirnos, indica la referencia.',
    },
    labels: {
      reference: 'Referencia',
      name: 'Nombre',
      email: 'Correo electrónico',
      topic: 'Asunto',
      orderNumber: 'Número de pedido',
      message: 'Mensaje',
      shop: 'Tienda',
      person: 'Persona de contacto',
    },
  },
};
