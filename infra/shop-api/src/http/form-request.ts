import type { FastifyRequest } from 'fastify';
import { shopFormSchemas, type ShopFormSchemas } from '@shop/contracts';
import type { Language } from '../config/request-context';
import { formMessagesFor, type FormMessages } from '../i18n/forms';
import { contextOf } from './request-state';

const cache = new Map<Language, ShopFormSchemas>();

/** The voucher and contact request schemas with field messages in a language (built once per language). */
export function formSchemasFor(language: Language): ShopFormSchemas {
  let schemas = cache.get(language);
  if (!schemas) {
    schemas = shopFormSchemas(formMessagesFor(language).fields);
    cache.set(language, schemas);
  }
  return schemas;
}

export function formMessagesOf(request: FastifyRequest): FormMessages {
  return formMessagesFor(contextOf(request).language);
}

/** A date in the shopper's locale, e.g. `31. Dezember 2029`. */
export function formatDate(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
