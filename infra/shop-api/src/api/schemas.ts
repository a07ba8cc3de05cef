import { z } from 'zod';
import type { Messages } from '../i18n';
import { passwordMaxLength, passwordMinLength } from '@shop/contracts';
import { isCommonPassword } from '../auth/passwords';

export const outboxSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      links: z.array(z.string()),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/** Request bodies, built per language so field messages come in the shopper's language. */
export function requestSchemas(m: Messages) {
  const f = m.fields;
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
export type RequestSchemas = ReturnType<typeof requestSchemas>;
