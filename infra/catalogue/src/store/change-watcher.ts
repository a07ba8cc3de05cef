/**
 * Reads the change number for many concurrent requests with few queries: every caller waits for a
 * read that started after its call (so a committed change is seen by the next request), and all
 * callers that arrive while one read runs share the single read queued behind it.
 */
export function createChangeWatcher(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const run = (): Promise<number> => {
    const current: Promise<number> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return run();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return run();
      });
    return next;
  };
}
