import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone out (so its duration reveals nothing to the caller).
 * Failures are logged under the caller's event name; `settled()` lets shutdown and tests wait.
 */
export function createBackground(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(event: string, task: () => Promise<void>): void {
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error) => log.error({ event, err: error }, `${event}: background task failed`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
