type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the browser's event loop, so that the work before and after it are
 * two short tasks and the browser can paint and answer input in between.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
