export { createServer, runService, type ServerOptions } from './server';
export {
  HttpError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  type FieldError,
} from './errors';
export { parseInput } from './validation';
export { channelHeaderParameter, localeHeaderParameter } from './openapi';
export {
  openSharedRedis,
  connectSharedRedis,
  createInvalidations,
  type SharedRedis,
  type Invalidations,
} from './redis';
export {
  SwrCache,
  type CacheState,
  type CacheEntry,
  type SharedLevel,
  type SwrOptions,
} from './swr-cache';
