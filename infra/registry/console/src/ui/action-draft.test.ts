import { describe, expect, it } from 'vitest';
import type { ChannelView } from '../api';
import { diffOf, validate, writeOf, type Draft } from './action-draft';

const set = (id: number, action: 'promote' | 'rollback' | 'canary', navigation: string) => ({
  id,
  channel: 'wallart' as const,
  environment: 'development' as const,
  remotes: {
    mf_navigation: { version: navigation, manifestUrl: '/m.json', integrity: 'sha384-x' },
  },
  createdAt: '2026-11-25T01:00:00.000Z',
  createdBy: 'rita',
  reason: `set ${id}`,
  action,
  previousId: id > 1 ? id - 1 : null,
  sourceId: null,
});
const view = {
  channel: 'wallart',
  active: set(2, 'promote', '1.1.0'),
  canary: { releaseSet: set(3, 'canary', '1.2.0'), percentage: 10 },
  history: [set(3, 'canary', '1.2.0'), set(2, 'promote', '1.1.0'), set(1, 'promote', '1.0.0')],
  health: {} as ChannelView['health'],
  audit: [],
} as ChannelView;
const draft = (change: Partial<Draft>): Draft => ({
  chosen: {},
  percentage: '10',
  toId: null,
  reason: '',
  override: false,
  ...change,
});

describe('action drafts', () => {
  it('refuse to go on without a reason, a change, a share from 1 to 99 or a set to return to', () => {
    expect(validate({ kind: 'promote', channel: 'wallart' }, view, draft({}), {})).toEqual({
      versions: 'Choose at least one version that differs from the live set',
      reason: 'A reason is required: say why, for the audit trail',
    });
    expect(
      validate(
        { kind: 'canary', channel: 'wallart' },
        view,
        draft({ percentage: '100', reason: 'try' }),
        { mf_navigation: '1.2.0' },
      ),
    ).toEqual({ percentage: 'The share is a whole number from 1 to 99' });
    // A canary set was never live, so nobody rolls back to it.
    expect(
      validate(
        { kind: 'rollback', channel: 'wallart' },
        view,
        draft({ toId: 3, reason: 'back' }),
        {},
      ),
    ).toEqual({ toId: 'Choose the set to roll back to' });
  });

  it('send exactly what the confirmation showed', () => {
    const rollback = draft({ toId: 1, reason: ' header broke ' });
    expect(writeOf({ kind: 'rollback', channel: 'wallart' }, view, rollback, {})).toEqual({
      kind: 'rollback',
      channel: 'wallart',
      toId: 1,
      reason: 'header broke',
    });
    expect(diffOf({ kind: 'rollback', channel: 'wallart' }, view, rollback, {}).rows).toEqual([
      { remote: 'mf_navigation', before: '1.1.0', after: '1.0.0', change: 'changed' },
    ]);
    expect(diffOf({ kind: 'stop-canary', channel: 'wallart' }, view, draft({}), {})).toMatchObject({
      rows: [{ remote: 'mf_navigation', before: '1.2.0', after: '1.1.0', change: 'changed' }],
      before: 'Canary',
    });
  });
});
