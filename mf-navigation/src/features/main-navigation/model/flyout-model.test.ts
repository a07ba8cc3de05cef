import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { routeChanged } from '@shop/bus';
import {
  $openFlyout,
  closeDelayFx,
  flyoutCleared,
  flyoutRequested,
  pointerLeft,
} from './flyout-model';

describe('flyout model', () => {
  it('opens on request and clears after the pointer leaves and the delay runs out', async () => {
    const delays: number[] = [];
    const scope = fork({ handlers: [[closeDelayFx, async (ms: number) => void delays.push(ms)]] });
    await allSettled(flyoutRequested, { scope, params: 'wall-art' });
    expect(scope.getState($openFlyout)).toBe('wall-art');
    await allSettled(pointerLeft, { scope });
    expect(delays).toEqual([250]);
    expect(scope.getState($openFlyout)).toBeNull();
  });

  it('stays when the pointer comes back before the delay runs out', async () => {
    let finishDelay: () => void = () => undefined;
    const scope = fork({
      handlers: [[closeDelayFx, () => new Promise<void>((resolve) => (finishDelay = resolve))]],
    });
    await allSettled(flyoutRequested, { scope, params: 'wall-art' });
    const leaving = allSettled(pointerLeft, { scope });
    const back = allSettled(flyoutRequested, { scope, params: 'wall-art' });
    expect(scope.getState($openFlyout)).toBe('wall-art');
    finishDelay();
    await Promise.all([leaving, back]);
    expect(scope.getState($openFlyout)).toBe('wall-art');
  });

  it('moves to another item at once and clears on a page change or Escape', async () => {
    const scope = fork({ handlers: [[closeDelayFx, async () => undefined]] });
    await allSettled(flyoutRequested, { scope, params: 'wall-art' });
    await allSettled(flyoutRequested, { scope, params: 'photo' });
    expect(scope.getState($openFlyout)).toBe('photo');
    await allSettled(routeChanged, {
      scope,
      params: { pathname: '/fotobox', search: '', hash: '' },
    });
    expect(scope.getState($openFlyout)).toBeNull();
    await allSettled(flyoutRequested, { scope, params: 'photo' });
    await allSettled(flyoutCleared, { scope });
    expect(scope.getState($openFlyout)).toBeNull();
  });
});
