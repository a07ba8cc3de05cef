/** Settings of the catalogue service, from the environment. */
export type CatalogueConfig = {
  /** Token for POST /catalogue-admin/import; without one the admin API is off. */
  adminToken: string | null;
  /** Cache-Control max-age of read answers in seconds; 0 makes clients revalidate every time (ETag, 304). */
  maxAgeSeconds: number;
  /** Serialised answers kept in memory. */
  cacheEntries: number;
  /** Where product images live (leadimage/{id}/… below it). */
  mediaBase: string;
  /** Seed an empty catalogue at start (npm start); off in production. */
  seedWhenEmpty: boolean;
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  const production = env.SHOP_ENV === 'production' || env.NODE_ENV === 'production';
  return {
    adminToken: env.CATALOGUE_ADMIN_TOKEN || null,
    maxAgeSeconds: integer(env.CATALOGUE_MAX_AGE_SECONDS, 0, 'CATALOGUE_MAX_AGE_SECONDS'),
    cacheEntries: integer(env.CATALOGUE_CACHE_ENTRIES, 20_000, 'CATALOGUE_CACHE_ENTRIES'),
    mediaBase: (env.CATALOGUE_MEDIA_BASE ?? '/media').replace(/\/+$/, ''),
    seedWhenEmpty: env.CATALOGUE_SEED ? env.CATALOGUE_SEED === '1' : !production,
  };
}

/** The Cache-Control of read answers: shared caches may keep them, and must revalidate after max-age. */
export function cacheControlFor(maxAgeSeconds: number): string {
  return maxAgeSeconds === 0
    ? 'public, no-cache'
    : `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`;
}
