// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntlWarmUp } from './start-intl-warm-up';

class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  readonly sent: unknown[] = [];
  constructor(
    readonly src: string,
    readonly options?: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
}

function paintFirstScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

const named = {
  'data-intl-worker': '/assets/paint-first/intl-warm-up.1.js',
  'data-locale': 'fr-CH',
};

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('the formatting warm-up', () => {
  it('starts the worker the edge names and sends it the page’s locale', () => {
    startIntlWarmUp(paintFirstScript(named));
    expect(FakeWorker.started.map(({ src, sent }) => ({ src, sent }))).toEqual([
      { src: '/assets/paint-first/intl-warm-up.1.js', sent: [{ locale: 'fr-CH' }] },
    ]);
  });

  it('starts nothing when the document names no worker or no locale', () => {
    startIntlWarmUp(paintFirstScript({}));
    startIntlWarmUp(paintFirstScript({ 'data-locale': 'de-DE' }));
    startIntlWarmUp(paintFirstScript({ 'data-intl-worker': named['data-intl-worker'] }));
    expect(FakeWorker.started).toEqual([]);
  });

  it('logs a worker that cannot start, and the page goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startIntlWarmUp(paintFirstScript(named));
    FakeWorker.started[0]!.dispatchEvent(
      Object.assign(new Event('error'), { message: 'NetworkError' }),
    );
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('SecurityError: blocked by the page’s policy');
        }
      },
    );
    expect(() => startIntlWarmUp(paintFirstScript(named))).not.toThrow();
    expect(warn.mock.calls.map(([entry]) => entry)).toEqual([
      { event: 'intl-warm-up-failed', worker: named['data-intl-worker'], message: 'NetworkError' },
      {
        event: 'intl-warm-up-failed',
        worker: named['data-intl-worker'],
        message: 'SecurityError: blocked by the page’s policy',
      },
    ]);
  });
});
