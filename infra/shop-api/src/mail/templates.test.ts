import { describe, expect, it } from 'vitest';
import { languages } from '../config/request-context';
import { messagesFor } from '../i18n';
import { renderMail, type MailKind } from './templates';

const kinds: MailKind[] = [
  'signUpConfirm',
  'signUpExisting',
  'passwordReset',
  'passwordChanged',
  'newsletterConfirm',
];

describe('renderMail', () => {
  it('renders every mail in every language with the link, and no two languages alike', () => {
    for (const kind of kinds) {
      const subjects = new Set<string>();
      for (const language of languages) {
        const mail = renderMail(messagesFor(language), kind, {
          channel: 'kartenliebe',
          firstName: 'Ana',
          url: 'https://shop.example/x?token=t',
        });
        expect(mail.text, `${kind} ${language}`).toContain('https://shop.example/x?token=t');
        expect(mail.html).toContain('href="https://shop.example/x?token=t"');
        expect(mail.subject).toContain('Kartenliebe');
        expect(`${mail.subject}${mail.text}`).not.toMatch(/undefined|\[object/);
        subjects.add(mail.subject);
      }
      expect(subjects.size, kind).toBe(languages.length);
    }
  });

  it('escapes names in the HTML version', () => {
    const mail = renderMail(messagesFor('en'), 'passwordReset', {
      channel: 'wallart',
      firstName: '<script>x</script>',
      url: 'https://shop.example/?a=1&b=2',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://shop.example/?a=1&#38;b=2"');
  });
});
