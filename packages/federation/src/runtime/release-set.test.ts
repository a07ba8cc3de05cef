// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InlineReleaseSet } from '@shop/contracts';

const registered = vi.hoisted(() => ({ remotes: [] as unknown[] }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: unknown[]) => {
    registered.remotes = remotes;
  },
}));
const { registerReleaseSet } = await import('./release-set');

const pinned = (remote: string) => ({
  version: '1.0.0',
  manifestUrl: `/remotes/${remote}/1.0.0/mf-manifest.json`,
  integrity: 'sha384-AAAA',
});
const releaseSet: InlineReleaseSet = {
  id: 7,
  channel: 'wallart',
  environment: 'production',
  remotes: {
    mf_navigation: {
      ...pinned('mf_navigation'),
      entry: {
        url: '/remotes/mf_navigation/1.0.0/remoteEntry.js',
        globalName: 'mf_navigation',
        type: 'global',
      },
    },
    mf_account: pinned('mf_account'),
  },
};
const origin = () => window.location.origin;

beforeEach(() => {
  registered.remotes = [];
});

describe('registering a release set', () => {
  it('loads a remote from the entry the edge read, and one it could not read from its manifest', () => {
    registerReleaseSet(releaseSet);
    expect(registered.remotes).toEqual([
      {
        name: 'mf_navigation',
        entry: `${origin()}/remotes/mf_navigation/1.0.0/remoteEntry.js`,
        entryGlobalName: 'mf_navigation',
        type: 'global',
      },
      { name: 'mf_account', entry: `${origin()}/remotes/mf_account/1.0.0/mf-manifest.json` },
    ]);
  });

  it('loads an overridden remote from the team’s manifest instead of the pinned entry', () => {
    registerReleaseSet(releaseSet, { mf_navigation: 'http://localhost:3001/mf-manifest.json' });
    expect(registered.remotes).toContainEqual({
      name: 'mf_navigation',
      entry: 'http://localhost:3001/mf-manifest.json',
    });
  });
});
