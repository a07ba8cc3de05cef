import type { Messages } from './en';

/** Spanish (Spain), informal address as Spanish shops use it. */
export const es: Messages = {
  'header.magazine': 'Revista',
  'header.service': 'Atención al cliente',
  'header.hotline': 'Teléfono',
  'header.account': 'Mi cuenta',
  'header.cart': 'Cesta',
  'header.back': 'Volver',
  'header.logIn': 'Iniciar sesión',
  'header.loggedInAs': 'Sesión iniciada como {name}',
  'header.home': '{brand} – página de inicio',
  'header.infoNavigation': 'Atención al cliente y cuenta',
  'header.cartItems': 'Cesta, {count} artículos',
  'header.topDeals': 'Ofertas top',

  'burger.open': 'Abrir menú',
  'burger.close': 'Cerrar menú',
  'burger.back': 'Volver',
  'burger.menu': 'Menú',
  'burger.shops': 'Nuestras tiendas',
  'burger.more': 'Más',
  'burger.serviceHotline': 'Teléfono de atención al cliente',
  'burger.callUs': 'Llámanos: {phone}',
  'burger.contactHours': 'De lunes a viernes, {hours}',
  'burger.showAll': 'Ver todo',

  'navigation.main': 'Navegación principal',
  'navigation.subItems': '{name}: más',
  'navigation.subNavigation': 'Categorías',
  'navigation.scrollBack': 'Desplazar atrás',
  'navigation.scrollForward': 'Desplazar adelante',
  'footer.legal': 'Aviso legal',
  'footer.paymentMethods': 'Formas de pago',
  'whitelabel.text':
    'Está comprando a través de nuestra tienda asociada. El envío y la factura son nuestros.',

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

  'newsletter.title': 'Suscríbete a nuestra newsletter',
  'newsletter.description':
    'Inspiración, novedades y ofertas exclusivas directamente en tu bandeja de entrada.',
  'newsletter.email': 'Correo electrónico',
  'newsletter.firstName': 'Nombre (opcional)',
  'newsletter.submit': 'Suscribirme',
  'newsletter.success':
    '¡Ya casi está! Confirma tu suscripción con el enlace del correo que te acabamos de enviar.',
  'newsletter.confirmed': '¡Gracias! Tu suscripción está confirmada.',
  'newsletter.confirmFailed': 'Este enlace de confirmación no es válido o ha caducado.',
  'newsletter.privacy':
    'Puedes darte de baja en cualquier momento. Más información en nuestra política de privacidad.',
  'newsletter.error': 'No hemos podido completar tu suscripción. Inténtalo de nuevo.',
  'newsletter.consent':
    'Al suscribirte, aceptas recibir nuestra newsletter por correo electrónico. No usamos tu dirección para nada más.',
  'newsletter.recaptchaNotice':
    'Este formulario está protegido por reCAPTCHA. Se aplican la Política de privacidad y las Condiciones del servicio de Google.',

  'validation.required': 'Rellena este campo.',
  'validation.email': 'Introduce un correo electrónico válido.',
  'validation.passwordMin': 'La contraseña debe tener al menos {min} caracteres.',
  'validation.maxLength': 'Usa como máximo {max} caracteres.',

  'errors.generic': 'Algo ha salido mal. Inténtalo de nuevo.',
  'errors.network':
    'Ahora mismo no podemos conectar con nuestros servidores. Comprueba tu conexión e inténtalo de nuevo.',
  'errors.retry': 'Reintentar',

  'price.from': 'desde',
  'price.original': 'Precio original: {price}',

  'delivery.countdown.today': 'Haz tu pedido en los próximos {time} y lo enviaremos hoy.',
  'delivery.countdown.tomorrow': 'Haz tu pedido en los próximos {time} y lo enviaremos mañana.',
  'delivery.countdown.date': 'Haz tu pedido en los próximos {time} y lo enviaremos el {date}.',

  'cms.missingBlock': 'No se ha encontrado el componente «{component}». ¿Está bien configurado?',
  'cms.showMore': 'Mostrar más',
  'cms.showLess': 'Mostrar menos',
  'cms.rating': '{rating} de 5 estrellas',
  'cms.photoCredit': 'Foto: {name}',
  'cms.table.format': 'Formato',
  'cms.table.price': 'Precio',
  'cms.table.originalPrice': 'Precio original',
  'cms.feed.link': 'Ver todas las ideas',
  'cms.feed.empty': 'Pronto habrá nuevas ideas. ¡Vuelve pronto!',
  'cms.contact.email': 'Correo electrónico',
  'cms.contact.phone': 'Teléfono',
  'cms.voucher.amounts': 'Elige el importe del vale',
  'cms.voucher.amount': 'Vale de {price}',
  'cms.video.unsupported': 'Tu navegador no puede reproducir este vídeo.',
  'cms.sizes.label': 'Tamaños disponibles',

  'errorPage.title': 'Vaya, algo ha salido mal',
  'errorPage.text': 'No hemos podido cargar esta página. Inténtalo de nuevo en un momento.',
  'errorPage.notFoundTitle': 'Página no encontrada',
  'errorPage.notFoundText': 'La página que buscas no existe o se ha trasladado.',
  'errorPage.home': 'Volver a la página de inicio',
  'errorPage.details': 'Detalles del error',

  'calculator.material': 'Material',
  'calculator.format': 'Formato',
  'calculator.moreFormats': 'Más formatos',
  'calculator.moreFormatsTitle': 'Todos los formatos',
  'calculator.cta': 'Diseñar ahora',
  'calculator.selected': 'Seleccionado',
};
