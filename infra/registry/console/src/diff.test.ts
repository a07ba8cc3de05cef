import { describe, expect, it } from 'vitest';
import { applyVersions, changedVersions, diffRemotes } from './diff';

const live = { mf_navigation: { version: '1.0.0' }, mf_account: { version: '2.0.0' } };

describe('diffRemotes', () => {
  it('lists every pinned remote with what changes, in the contracts order', () => {
    expect(
      diffRemotes(live, { mf_navigation: { version: '1.1.0' }, mf_cms_page: { version: '0.3.0' } }),
    ).toEqual([
      { remote: 'mf_navigation', before: '1.0.0', after: '1.1.0', change: 'changed' },
      { remote: 'mf_account', before: '2.0.0', after: null, change: 'removed' },
      { remote: 'mf_cms_page', before: null, after: '0.3.0', change: 'added' },
    ]);
  });

  it('marks a remote pinned at the same version as unchanged', () => {
    expect(diffRemotes(live, live).map((row) => row.change)).toEqual(['same', 'same']);
  });
});

describe('applyVersions and changedVersions', () => {
  it('keep the live pins and send only what differs', () => {
    const chosen = { mf_navigation: '1.1.0', mf_account: '2.0.0' };
    expect(changedVersions(live, chosen)).toEqual({ mf_navigation: '1.1.0' });
    expect(applyVersions(live, { mf_navigation: '1.1.0' })).toEqual({
      mf_navigation: { version: '1.1.0' },
      mf_account: { version: '2.0.0' },
    });
  });
});
