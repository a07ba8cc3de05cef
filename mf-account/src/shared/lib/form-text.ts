import type { MessageKey, MessageParams, Translate } from '@shop/i18n';

/** A text for the shopper: the server's own words, or one of our message keys. */
export type FormText = { text: string } | { key: MessageKey; params?: MessageParams };

export function resolveText(t: Translate, text: FormText): string {
  return 'text' in text ? text.text : t(text.key, text.params);
}
