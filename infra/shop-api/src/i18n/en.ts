import type { Messages } from './messages';

export const en: Messages = {
  invalidCredentials: 'The e-mail address or password is not correct.',
  tooManyAttempts: (minutes) => `Too many attempts. Please try again in ${minutes} minutes.`,
  signUpSent:
    'Thank you! We have sent you an e-mail. Please confirm your address using the link in it.',
  resetRequested:
    'If an account exists for this address, we have sent you an e-mail with a link to reset your password.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. You can now log in with your new password.',
  newsletterSent: 'Almost done! Please confirm your subscription using the link we have sent you.',
  newsletterConfirmed: 'Thank you, your newsletter subscription is confirmed.',
  recaptchaMissing: 'Please confirm that you are not a robot.',
  recaptchaFailed: 'We could not verify that you are not a robot. Please try again.',
  serviceUnavailable: 'This service is not available right now. Please try again later.',
  googleFailed: 'Signing in with Google failed. Please try again.',
  crossSiteRefused: 'This request was refused because it did not come from the shop.',
  csrfTokenInvalid: 'Your session has expired. Please reload the page and try again.',
  invalidInput: 'Please check your input.',
  fields: {
    emailInvalid: 'Please enter a valid e-mail address.',
    passwordTooShort: (min) => `The password must be at least ${min} characters long.`,
    passwordTooLong: (max) => `The password must be at most ${max} characters long.`,
    passwordCommon: 'This password is too easy to guess. Please choose another one.',
    required: 'Please fill in this field.',
    tooLong: (max) => `Please enter at most ${max} characters.`,
  },
  mail: {
    greeting: (name) => `Hello ${name},`,
    greetingAnonymous: 'Hello,',
    closing: (brand) => `Kind regards\nYour ${brand} team`,
    signUpConfirm: {
      subject: (brand) => `Please confirm your e-mail address at ${brand}`,
      intro: (brand) =>
        `thank you for signing up at ${brand}. Please confirm your e-mail address with this link:`,
      button: 'Confirm e-mail address',
      outro: 'The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.',
    },
    signUpExisting: {
      subject: (brand) => `Your ${brand} account`,
      intro: (brand) =>
        `someone – hopefully you – tried to create an account at ${brand} with this e-mail address. You already have an account. Simply log in, or reset your password here:`,
      button: 'Reset password',
      outro: 'If this was not you, you can ignore this e-mail.',
    },
    passwordReset: {
      subject: (brand) => `Reset your password at ${brand}`,
      intro: (brand) =>
        `we received a request to reset the password of your ${brand} account. Choose a new password with this link:`,
      button: 'Choose a new password',
      outro:
        'The link is valid for one hour and can be used once. If you did not ask for this, ignore this e-mail; your password stays unchanged.',
    },
    passwordChanged: {
      subject: (brand) => `Your ${brand} password has been changed`,
      intro: (brand) =>
        `the password of your ${brand} account has just been changed. All sessions have been signed out.`,
      button: 'Go to the shop',
      outro:
        'If this was not you, please reset your password right away and contact our customer service.',
    },
    newsletterConfirm: {
      subject: (brand) => `Please confirm your ${brand} newsletter subscription`,
      intro: (brand) => `please confirm that you would like to receive the ${brand} newsletter:`,
      button: 'Confirm subscription',
      outro:
        'The link is valid for 3 days. If you did not subscribe, ignore this e-mail and you will not hear from us.',
    },
  },
};
