import type { Messages } from '../i18n';

export type MailKind =
  'signUpConfirm' | 'signUpExisting' | 'passwordReset' | 'passwordChanged' | 'newsletterConfirm';
export type RenderedMail = { subject: string; text: string; html: string };

const brands: Record<string, string> = { wallart: 'Wallart', kartenliebe: 'Kartenliebe' };

export function brandName(channel: string): string {
  return brands[channel] ?? channel;
}

/** A plain-text and an HTML version of one mail, both in the shopper's language. */
export function renderMail(
  m: Messages,
  kind: MailKind,
  input: { channel: string; firstName?: string; url: string },
): RenderedMail {
  const brand = brandName(input.channel);
  const texts = m.mail[kind];
  const greeting = input.firstName ? m.mail.greeting(input.firstName) : m.mail.greetingAnonymous;
  const closing = m.mail.closing(brand);
  const intro = texts.intro(brand);
  const text = [greeting, '', intro, '', input.url, '', texts.outro, '', closing, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(texts.button)}</a></p>`,
    `<p style="font-size:small">${escapeHtml(input.url)}</p>`,
    `<p>${escapeHtml(texts.outro)}</p>`,
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: texts.subject(brand), text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
