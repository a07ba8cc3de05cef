import type { Messages } from './messages';

export const es: Messages = {
  invalidCredentials: 'La dirección de correo electrónico o la contraseña no son correctas.',
  tooManyAttempts: (minutes) =>
    `Demasiados intentos. Vuelve a intentarlo dentro de ${minutes} minutos.`,
  signUpSent:
    '¡Gracias! Te hemos enviado un correo electrónico. Confirma tu dirección con el enlace que contiene.',
  resetRequested:
    'Si existe una cuenta con esta dirección, te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña.',
  invalidLink: 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
  passwordChanged:
    'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con la nueva contraseña.',
  newsletterSent: '¡Ya casi está! Confirma tu suscripción con el enlace que te hemos enviado.',
  newsletterConfirmed: 'Gracias, tu suscripción a la newsletter está confirmada.',
  recaptchaMissing: 'Confirma que no eres un robot.',
  recaptchaFailed: 'No hemos podido comprobar que no eres un robot. Inténtalo de nuevo.',
  serviceUnavailable:
    'Este servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
  googleFailed: 'No se ha podido iniciar sesión con Google. Inténtalo de nuevo.',
  crossSiteRefused: 'Se ha rechazado esta solicitud porque no procede de la tienda.',
  csrfTokenInvalid: 'Tu sesión ha caducado. Vuelve a cargar la página e inténtalo de nuevo.',
  invalidInput: 'Revisa los datos introducidos.',
  fields: {
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    passwordTooShort: (min) => `La contraseña debe tener al menos ${min} caracteres.`,
    passwordTooLong: (max) => `La contraseña puede tener como máximo ${max} caracteres.`,
    passwordCommon: 'Esta contraseña es demasiado fácil de adivinar. Elige otra.',
    required: 'Rellena este campo.',
    tooLong: (max) => `Introduce como máximo ${max} caracteres.`,
  },
  mail: {
    greeting: (name) => `Hola, ${name}:`,
    greetingAnonymous: 'Hola:',
    closing: (brand) => `Un saludo\nEl equipo de ${brand}`,
    signUpConfirm: {
      subject: (brand) => `Confirma tu dirección de correo electrónico en ${brand}`,
      intro: (brand) =>
        `gracias por registrarte en ${brand}. Confirma tu dirección de correo electrónico con este enlace:`,
      button: 'Confirmar dirección de correo',
      outro:
        'El enlace es válido durante 24 horas. Si no te has registrado, puedes ignorar este correo.',
    },
    signUpExisting: {
      subject: (brand) => `Tu cuenta de ${brand}`,
      intro: (brand) =>
        `alguien (esperamos que tú) ha intentado crear una cuenta en ${brand} con esta dirección de correo electrónico. Ya tienes una cuenta. Inicia sesión o restablece tu contraseña aquí:`,
      button: 'Restablecer contraseña',
      outro: 'Si no has sido tú, puedes ignorar este correo.',
    },
    passwordReset: {
      subject: (brand) => `Restablece tu contraseña de ${brand}`,
      intro: (brand) =>
        `hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${brand}. Elige una contraseña nueva con este enlace:`,
      button: 'Elegir una contraseña nueva',
      outro:
        'El enlace es válido durante una hora y solo se puede usar una vez. Si no lo has solicitado, ignora este correo; tu contraseña no cambiará.',
    },
    passwordChanged: {
      subject: (brand) => `Se ha cambiado tu contraseña de ${brand}`,
      intro: (brand) =>
        `la contraseña de tu cuenta de ${brand} se acaba de cambiar. Se han cerrado todas las sesiones.`,
      button: 'Ir a la tienda',
      outro:
        'Si no has sido tú, restablece tu contraseña de inmediato y ponte en contacto con nuestro servicio de atención al cliente.',
    },
    newsletterConfirm: {
      subject: (brand) => `Confirma tu suscripción a la newsletter de ${brand}`,
      intro: (brand) => `confirma que quieres recibir la newsletter de ${brand}:`,
      button: 'Confirmar suscripción',
      outro:
        'El enlace es válido durante 3 días. Si no te has suscrito, ignora este correo y no recibirás nada de nosotros.',
    },
  },
};
