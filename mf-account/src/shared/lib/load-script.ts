const loads = new Map<string, Promise<void>>();

/** How long a third-party script may take before the feature that needs it gives up. */
export const scriptTimeoutMs = 10_000;

/**
 * Adds a script once per page and resolves when it ran. A failure (or no answer within the time-out)
 * stays failed for the page, so an unreachable host is not asked again on every dialog.
 */
export function loadScript(src: string, timeoutMs = scriptTimeoutMs): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(
      () => reject(new Error(`${src} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`${src} could not be loaded`));
    };
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
