/**
 * Loads what the first request and answer check load (axios, zod and the answer schemas) ahead of
 * them. A server calls it at start, so its first render does not pay for it; pages never do.
 */
export async function preloadApiClient(): Promise<void> {
  await Promise.all([
    import('./axios-transport'),
    import('./answer-schemas/calculator'),
    import('./answer-schemas/products'),
  ]);
}
