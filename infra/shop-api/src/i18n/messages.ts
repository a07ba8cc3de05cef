/** Every text the API sends to people: error and status messages, field messages and mails. */
export type Messages = {
  invalidCredentials: string;
  tooManyAttempts: (minutes: number) => string;
  signUpSent: string;
  resetRequested: string;
  invalidLink: string;
  passwordChanged: string;
  newsletterSent: string;
  newsletterConfirmed: string;
  recaptchaMissing: string;
  recaptchaFailed: string;
  serviceUnavailable: string;
  googleFailed: string;
  crossSiteRefused: string;
  csrfTokenInvalid: string;
  invalidInput: string;
  fields: {
    emailInvalid: string;
    passwordTooShort: (min: number) => string;
    passwordTooLong: (max: number) => string;
    passwordCommon: string;
    required: string;
    tooLong: (max: number) => string;
  };
  mail: {
    greeting: (name: string) => string;
    greetingAnonymous: string;
    closing: (brand: string) => string;
    signUpConfirm: {
      subject: (brand: string) => string;
      intro: (brand: string) => string;
      button: string;
      outro: string;
    };
    signUpExisting: {
      subject: (brand: string) => string;
      intro: (brand: string) => string;
      button: string;
      outro: string;
    };
    passwordReset: {
      subject: (brand: string) => string;
      intro: (brand: string) => string;
      button: string;
      outro: string;
    };
    passwordChanged: {
      subject: (brand: string) => string;
      intro: (brand: string) => string;
      button: string;
      outro: string;
    };
    newsletterConfirm: {
      subject: (brand: string) => string;
      intro: (brand: string) => string;
      button: string;
      outro: string;
    };
  };
};
