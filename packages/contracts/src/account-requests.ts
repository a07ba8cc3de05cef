import { z } from 'zod';
import { passwordMaxLength, passwordMinLength } from './account';

/** The texts a field check answers with, in the language of whoever asks. */
export type FieldTexts = {
  emailInvalid: string;
  passwordTooShort: (min: number) => string;
  passwordTooLong: (max: number) => string;
  passwordCommon: string;
  required: string;
  tooLong: (max: number) => string;
};

export type AccountRequestOptions = {
  /** Refuses passwords from a list of common ones (the list stays on the server). */
  isCommonPassword?: (password: string) => boolean;
};

/** Request bodies of the account calls: one declaration for the shop API's checks and its clients' types. */
export function accountRequestSchemas(f: FieldTexts, options: AccountRequestOptions = {}) {
  const isCommonPassword = options.isCommonPassword ?? (() => false);
  const text = (max: number) =>
    z
      .string({ error: f.required })
      .trim()
      .min(1, f.required)
      .max(max, f.tooLong(max))
      .regex(/^[^\p{Cc}]*$/u, f.required);
  const email = z
    .string({ error: f.required })
    .trim()
    .min(1, f.required)
    .max(254, f.tooLong(254))
    .email(f.emailInvalid);
  const newPassword = z
    .string({ error: f.required })
    .min(passwordMinLength, f.passwordTooShort(passwordMinLength))
    .max(passwordMaxLength, f.passwordTooLong(passwordMaxLength))
    .refine((value) => !isCommonPassword(value), f.passwordCommon);
  const token = z.string({ error: f.required }).min(1, f.required).max(200, f.tooLong(200));
  return {
    login: z.object({
      email,
      password: z
        .string({ error: f.required })
        .min(1, f.required)
        .max(passwordMaxLength, f.passwordTooLong(passwordMaxLength)),
    }),
    signUp: z.object({ email, password: newPassword, firstName: text(100), lastName: text(100) }),
    passwordReset: z.object({ email }),
    passwordResetConfirm: z.object({ token, password: newPassword }),
    google: z.object({
      credential: z
        .string({ error: f.required })
        .min(1, f.required)
        .max(8192, f.tooLong(8192))
        .describe('The ID token (JWT) Google Identity Services hands to its callback'),
    }),
    newsletterSubscribe: z.object({
      email,
      recaptchaToken: z
        .string()
        .max(8192)
        .optional()
        .describe('reCAPTCHA response token; required, checked server-side'),
    }),
    newsletterConfirm: z.object({ token }),
  };
}

export type AccountRequestSchemas = ReturnType<typeof accountRequestSchemas>;
export type LoginRequest = z.input<AccountRequestSchemas['login']>;
export type SignupRequest = z.input<AccountRequestSchemas['signUp']>;
export type PasswordResetRequest = z.input<AccountRequestSchemas['passwordReset']>;
export type PasswordResetConfirmRequest = z.input<AccountRequestSchemas['passwordResetConfirm']>;
export type GoogleCredentialsRequest = z.input<AccountRequestSchemas['google']>;
export type NewsletterSubscribeRequest = z.input<AccountRequestSchemas['newsletterSubscribe']>;
export type NewsletterConfirmRequest = z.input<AccountRequestSchemas['newsletterConfirm']>;
