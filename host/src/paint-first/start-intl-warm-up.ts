import { intlWarmUpAttributes, type IntlWarmUpRequest } from '../shared/paint-first';

/**
 * Starts the worker `script` names, which runs the browser's number and date formatting once for
 * the page's locale before the page's own blocks need it. Without it the page works the same, only
 * its first price costs the main thread more: a failure is logged and nothing else.
 */
export function startIntlWarmUp(script: HTMLScriptElement): void {
  const src = script.getAttribute(intlWarmUpAttributes.worker);
  const locale = script.getAttribute(intlWarmUpAttributes.locale);
  if (!src || !locale || typeof Worker !== 'function') return;
  const failed = (message: string) =>
    console.warn({ event: 'intl-warm-up-failed', worker: src, message });
  try {
    const worker = new Worker(src, { name: 'intl-warm-up' });
    worker.addEventListener('error', (event) =>
      failed(event.message || 'the worker did not start'),
    );
    worker.postMessage({ locale } satisfies IntlWarmUpRequest);
  } catch (error) {
    failed(String((error as Error)?.message ?? error));
  }
}
