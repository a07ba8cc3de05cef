import type { ShopFormTexts } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';
import type { Locale } from '@shop/catalogue';

/** The field messages of the voucher and contact forms in a locale, for the contracts' schemas. */
const cache = new Map<Locale, ShopFormTexts>();

export function formTexts(locale: Locale): ShopFormTexts {
  const cached = cache.get(locale);
  if (cached) return cached;
  const t = createTranslator(locale);
  const texts: ShopFormTexts = {
    required: t('validation.required'),
    emailInvalid: t('validation.email'),
    tooLong: (max) => t('validation.maxLength', { max }),
    tooShort: (min) => t('cms.form.tooShort', { min }),
    amountRange: (min, max) => t('cms.form.amountRange', { min, max }),
    voucherCodeFormat: t('cms.form.codeFormat'),
    orderNumberFormat: t('cms.form.orderNumberFormat'),
  };
  cache.set(locale, texts);
  return texts;
}

/** Field errors of a failed zod check, the first message per field. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
