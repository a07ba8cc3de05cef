import type { FormMessages } from '../i18n/forms';
import { brandName, type RenderedMail } from './templates';

/** A block of a mail: a paragraph, or labelled values (the voucher code, the fields of a message). */
export type MailPart = string | { label: string; value: string; strong?: boolean };

/** A plain-text and an HTML version of a mail made of parts; every value is escaped in the HTML. */
export function renderPartsMail(input: {
  m: FormMessages;
  channel: string;
  subject: string;
  name?: string;
  parts: MailPart[];
  /** Mails to the shop's own service team carry no greeting and closing. */
  internal?: boolean;
}): RenderedMail {
  const { m } = input;
  const brand = brandName(input.channel);
  const greeting = input.name ? m.mail.greeting(input.name) : m.mail.greetingAnonymous;
  const parts: MailPart[] = input.internal
    ? input.parts
    : [greeting, ...input.parts, m.mail.closing(brand)];
  const text = `${parts
    .map((part) => (typeof part === 'string' ? part : `${part.label}:\n${part.value}`))
    .join('\n\n')}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...parts.map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
        : `<p><span style="color:#555">${escapeHtml(part.label)}</span><br>${
            part.strong
              ? `<strong style="font-size:1.4em;letter-spacing:0.08em">${escapeHtml(part.value)}</strong>`
              : escapeHtml(part.value).replace(/\n/g, '<br>')
          }</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
