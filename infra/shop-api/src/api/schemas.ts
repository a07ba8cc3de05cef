import { z } from 'zod';
import type { Messages } from '../i18n';
import { accountRequestSchemas } from '@shop/contracts';
import { isCommonPassword } from '@shop/server-kit/passwords';

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
  return accountRequestSchemas(m.fields, { isCommonPassword });
}
export type RequestSchemas = ReturnType<typeof requestSchemas>;
