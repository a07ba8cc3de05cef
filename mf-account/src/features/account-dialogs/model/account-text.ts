export type AccountText = {
  close: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  signIn: { title: string; submit: string; forgotPassword: string; noAccount: string; toSignUp: string };
  signUp: { title: string; submit: string; haveAccount: string; toSignIn: string };
  passwordReset: { title: string; intro: string; submit: string; toSignIn: string };
};

const texts: Record<string, AccountText> = {
  de: {
    close: 'Schließen',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    firstName: 'Vorname',
    lastName: 'Nachname',
    signIn: { title: 'Anmelden', submit: 'Anmelden', forgotPassword: 'Passwort vergessen?', noAccount: 'Neu hier?', toSignUp: 'Kundenkonto erstellen' },
    signUp: { title: 'Kundenkonto erstellen', submit: 'Konto erstellen', haveAccount: 'Sie haben schon ein Konto?', toSignIn: 'Zur Anmeldung' },
    passwordReset: {
      title: 'Passwort zurücksetzen',
      intro: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
      submit: 'Link anfordern',
      toSignIn: 'Zurück zur Anmeldung',
    },
  },
  en: {
    close: 'Close',
    email: 'Email address',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    signIn: { title: 'Log in', submit: 'Log in', forgotPassword: 'Forgotten your password?', noAccount: 'New here?', toSignUp: 'Create an account' },
    signUp: { title: 'Create an account', submit: 'Create account', haveAccount: 'Already have an account?', toSignIn: 'Log in' },
    passwordReset: {
      title: 'Reset your password',
      intro: 'Enter your email address and we will send you a link to set a new password.',
      submit: 'Send link',
      toSignIn: 'Back to log in',
    },
  },
  fr: {
    close: 'Fermer',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    signIn: { title: 'Se connecter', submit: 'Se connecter', forgotPassword: 'Mot de passe oublié ?', noAccount: 'Nouveau client ?', toSignUp: 'Créer un compte' },
    signUp: { title: 'Créer un compte', submit: 'Créer mon compte', haveAccount: 'Vous avez déjà un compte ?', toSignIn: 'Se connecter' },
    passwordReset: {
      title: 'Réinitialiser le mot de passe',
      intro: 'Saisissez votre adresse e-mail : nous vous enverrons un lien pour définir un nouveau mot de passe.',
      submit: 'Recevoir le lien',
      toSignIn: 'Retour à la connexion',
    },
  },
  it: {
    close: 'Chiudi',
    email: 'Indirizzo e-mail',
    password: 'Password',
    firstName: 'Nome',
    lastName: 'Cognome',
    signIn: { title: 'Accedi', submit: 'Accedi', forgotPassword: 'Password dimenticata?', noAccount: 'Nuovo cliente?', toSignUp: 'Crea un account' },
    signUp: { title: 'Crea un account', submit: 'Crea account', haveAccount: 'Hai già un account?', toSignIn: 'Accedi' },
    passwordReset: {
      title: 'Reimposta la password',
      intro: 'Inserisci il tuo indirizzo e-mail: ti invieremo un link per impostare una nuova password.',
      submit: 'Invia il link',
      toSignIn: 'Torna all’accesso',
    },
  },
  es: {
    close: 'Cerrar',
    email: 'Correo electrónico',
    password: 'Contraseña',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    signIn: { title: 'Iniciar sesión', submit: 'Iniciar sesión', forgotPassword: '¿Has olvidado tu contraseña?', noAccount: '¿Eres nuevo?', toSignUp: 'Crear una cuenta' },
    signUp: { title: 'Crear una cuenta', submit: 'Crear cuenta', haveAccount: '¿Ya tienes una cuenta?', toSignIn: 'Iniciar sesión' },
    passwordReset: {
      title: 'Restablecer la contraseña',
      intro: 'Introduce tu correo electrónico y te enviaremos un enlace para crear una contraseña nueva.',
      submit: 'Enviar enlace',
      toSignIn: 'Volver a iniciar sesión',
    },
  },
  nl: {
    close: 'Sluiten',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    signIn: { title: 'Inloggen', submit: 'Inloggen', forgotPassword: 'Wachtwoord vergeten?', noAccount: 'Nieuw hier?', toSignUp: 'Account aanmaken' },
    signUp: { title: 'Account aanmaken', submit: 'Account aanmaken', haveAccount: 'Heb je al een account?', toSignIn: 'Inloggen' },
    passwordReset: {
      title: 'Wachtwoord opnieuw instellen',
      intro: 'Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt.',
      submit: 'Link versturen',
      toSignIn: 'Terug naar inloggen',
    },
  },
};

/** Account texts in the locale's language, German when the language is unknown. */
export function useAccountText(locale: string): AccountText {
  return texts[locale.slice(0, 2)] ?? texts.de!;
}
