import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

// Scripts are captured instead of attached, so the test decides whether they load.
let appended: HTMLScriptElement[] = [];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('loadScript', () => {
  it('adds an async script once and shares its outcome', async () => {
    const first = loadScript('https://example.test/a.js');
    const second = loadScript('https://example.test/a.js');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe('https://example.test/a.js');
    expect(appended[0]!.async).toBe(true);
    appended[0]!.onload!(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('fails when the script cannot be fetched, and stays failed', async () => {
    const loading = loadScript('https://example.test/b.js');
    appended[0]!.onerror!(new Event('error'));
    await expect(loading).rejects.toThrow('could not be loaded');
    await expect(loadScript('https://example.test/b.js')).rejects.toThrow('could not be loaded');
    expect(appended).toHaveLength(1);
  });

  it('gives up after the time-out', async () => {
    await expect(loadScript('https://example.test/c.js', 10)).rejects.toThrow(
      'did not load within 10 ms',
    );
  });
});
