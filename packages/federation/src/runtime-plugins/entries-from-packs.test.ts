// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { packHref, packStateAttribute } from '../script-packs';
import entriesFromPacks from './entries-from-packs';

const entry = `${location.origin}/remotes/mf_navigation/1.0.0/remoteEntry.js`;
const remoteInfo = {
  name: 'mf_navigation',
  entry,
  entryGlobalName: 'mf_navigation',
  type: 'global',
};
type LoadEntry = NonNullable<ReturnType<typeof entriesFromPacks>['loadEntry']>;
const loadEntry = async (): Promise<unknown> =>
  entriesFromPacks().loadEntry!({ remoteInfo } as Parameters<LoadEntry>[0]);

/** A pack's script element as the paint-first script adds it, not run by the test's document. */
function pack(files: string[], state: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.setAttribute('src', packHref('/remotes/', files));
  script.setAttribute(packStateAttribute, state);
  document.head.append(script);
  return script;
}

afterEach(() => {
  document.head.replaceChildren();
  delete (globalThis as Record<string, unknown>).mf_navigation;
});

describe('a remote entry a script pack brings', () => {
  it('is taken from the pack once it has run, not asked for again', async () => {
    const script = pack(
      ['mf_navigation/1.0.0/remoteEntry.js', 'mf_navigation/1.0.0/a.js'],
      'loading',
    );
    let answer: unknown = 'waiting';
    const loading = loadEntry().then((container) => (answer = container));
    await Promise.resolve();
    expect(answer).toBe('waiting');
    const container = { get: () => undefined, init: () => undefined };
    (globalThis as Record<string, unknown>).mf_navigation = container;
    script.setAttribute(packStateAttribute, 'loaded');
    script.dispatchEvent(new Event('load'));
    await loading;
    expect(answer).toBe(container);
  });

  it('is left to the runtime when the pack failed, carries no such entry, or ran without it', async () => {
    pack(['mf_navigation/1.0.0/remoteEntry.js'], 'failed');
    await expect(loadEntry()).resolves.toBeUndefined();
    document.head.replaceChildren();
    pack(['mf_cms_page/1.0.0/remoteEntry.js'], 'loading');
    await expect(loadEntry()).resolves.toBeUndefined();
    document.head.replaceChildren();
    pack(['mf_navigation/1.0.0/remoteEntry.js'], 'loaded');
    await expect(loadEntry()).resolves.toBeUndefined();
  });
});
