import type { AccountMessages } from './en';

/** The account remote's texts, Spanish. */
export const accountEs: AccountMessages = {
  'account.greeting': 'Hola, {name}',
  'account.logOut': 'Cerrar sesión',
  'account.signIn.title': 'Iniciar sesión',
  'account.signIn.email': 'Correo electrónico',
  'account.signIn.password': 'Contraseña',
  'account.signIn.submit': 'Iniciar sesión',
  'account.signIn.forgotPassword': '¿Has olvidado tu contraseña?',
  'account.signIn.noAccount': '¿Eres nuevo?',
  'account.signIn.toSignUp': 'Crear una cuenta',
  'account.signIn.google': 'Continuar con Google',
  'account.signIn.or': 'o',
  'account.signIn.showPassword': 'Mostrar contraseña',
  'account.signIn.hidePassword': 'Ocultar contraseña',
  'account.signIn.error': 'No hemos podido iniciar tu sesión. Inténtalo de nuevo.',
  'account.signUp.title': 'Crear una cuenta',
  'account.signUp.firstName': 'Nombre',
  'account.signUp.lastName': 'Apellidos',
  'account.signUp.email': 'Correo electrónico',
  'account.signUp.password': 'Contraseña',
  'account.signUp.passwordHint': 'Mínimo {min} caracteres',
  'account.signUp.newsletter': 'Sí, quiero recibir la newsletter con ofertas e ideas.',
  'account.signUp.privacy': 'Al crear una cuenta, aceptas nuestra política de privacidad.',
  'account.signUp.submit': 'Crear cuenta',
  'account.signUp.haveAccount': '¿Ya tienes una cuenta?',
  'account.signUp.toSignIn': 'Inicia sesión',
  'account.signUp.success':
    '¡Te damos la bienvenida, {name}! Tu cuenta se ha creado correctamente.',
  'account.signUp.error': 'No hemos podido crear tu cuenta. Revisa tus datos.',
  'account.passwordReset.title': 'Restablecer la contraseña',
  'account.passwordReset.description':
    'Introduce tu correo electrónico y te enviaremos un enlace para elegir una nueva contraseña.',
  'account.passwordReset.email': 'Correo electrónico',
  'account.passwordReset.submit': 'Enviar enlace',
  'account.passwordReset.success':
    'Si existe una cuenta asociada a {email}, en breve recibirás un correo con un enlace.',
  'account.passwordReset.backToSignIn': 'Volver a iniciar sesión',
  'account.passwordReset.error': 'No hemos podido enviar el enlace. Inténtalo de nuevo más tarde.',
  'account.close': 'Cerrar',
  'account.continueShopping': 'Seguir comprando',
  'account.page.title': 'Mi cuenta',
  'account.page.loading': 'Cargando tu cuenta…',
  'account.page.signedOutText':
    'Inicia sesión para ver tu cuenta y gestionar tu suscripción a la newsletter.',
  'account.page.loggedOut': 'Has cerrado la sesión. ¡Hasta pronto!',
  'account.page.customerNumber': 'Número de cliente: {number}',
  'account.signUp.confirmed':
    'Tu correo electrónico está confirmado y tu cuenta está lista. Inicia sesión para continuar.',
  'account.signUp.invalidLink':
    'Este enlace de confirmación no es válido o ha caducado. Vuelve a registrarte.',
  'account.newPassword.title': 'Elige una contraseña nueva',
  'account.newPassword.description':
    'Introduce dos veces tu nueva contraseña. Después podrás iniciar sesión con ella.',
  'account.newPassword.password': 'Nueva contraseña',
  'account.newPassword.repeat': 'Repite la nueva contraseña',
  'account.newPassword.submit': 'Guardar la nueva contraseña',
  'account.newPassword.mismatch': 'Las contraseñas no coinciden.',
  'account.newPassword.toSignIn': 'Iniciar sesión',
  'account.newPassword.requestNew': 'Solicitar un enlace nuevo',
  'account.newPassword.missingToken': 'Este enlace está incompleto. Solicita uno nuevo.',
};
