import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { cutoffs } from '../testing/fixtures';
import { $countdown, countdownStarted, loadCutoffsFx, ticked } from './model';

describe('delivery countdown', () => {
  it('counts down to the first cut-off still ahead and moves on as the clock ticks', async () => {
    const s = fork({ handlers: [[loadCutoffsFx, async () => cutoffs]] });
    await allSettled(countdownStarted, { scope: s, params: Date.parse('2026-11-25T09:00:00Z') });
    expect(s.getState($countdown)).toMatchObject({
      field: 'safetyLodEnd',
      day: 'today',
      remainingMs: 2 * 3600_000,
    });
    await allSettled(ticked, { scope: s, params: Date.parse('2026-11-25T12:00:00Z') });
    expect(s.getState($countdown)).toMatchObject({ field: 'lodEnd', remainingMs: 3600_000 });
    await allSettled(ticked, { scope: s, params: Date.parse('2026-11-25T14:00:00Z') });
    expect(s.getState($countdown)).toBeNull();
  });

  it('shows nothing before the shipping day starts', async () => {
    const s = fork({ handlers: [[loadCutoffsFx, async () => cutoffs]] });
    await allSettled(countdownStarted, { scope: s, params: Date.parse('2026-11-25T04:00:00Z') });
    expect(s.getState($countdown)).toBeNull();
  });
});
