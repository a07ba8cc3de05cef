export { buildShopApi, type ShopApi, type ShopApiOptions } from './app';
export { readConfig, developmentRecaptchaToken, type ShopApiConfig } from './config/config';
export { shopMigrations } from './db/migrations';
export type { ShopSchema } from './db/schema';
export { buildOpenApiDocument } from './api/openapi';
export { sessionCookieName, csrfCookieName } from './http/cookies';
