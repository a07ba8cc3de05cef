import type { Services } from './services';

const cleanupEveryMs = 10 * 60_000;
const deliverEveryMs = 30_000;

/** Periodic clean-up of expired rows and retries of undelivered mail. Returns a stop function. */
export function startMaintenance(services: Services): () => void {
  const { config, log } = services;
  const longestWindow = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowMs));
  const cleanup = setInterval(() => {
    Promise.all([
      services.sessions.deleteExpired(),
      services.tokens.deleteExpired(),
      services.limiter.deleteOlderThan(longestWindow),
    ]).catch((error) =>
      log.error({ event: 'maintenance-failed', err: error }, 'clean-up of expired rows failed'),
    );
  }, cleanupEveryMs);
  const deliver = setInterval(() => void services.outbox.deliver(), deliverEveryMs);
  cleanup.unref();
  deliver.unref();
  return () => {
    clearInterval(cleanup);
    clearInterval(deliver);
  };
}
