import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createLoadStatus } from './load-status';

const loadFx = createEffect((fail: boolean) => {
  if (fail) throw new Error('catalogue down');
  return 'loaded';
});
const $status = createLoadStatus(loadFx);

describe('createLoadStatus', () => {
  it('is idle until the effect runs', () => {
    expect(fork().getState($status)).toBe('idle');
  });

  it('is success after a load and error after a failed one', async () => {
    const scope = fork();
    await allSettled(loadFx, { scope, params: false });
    expect(scope.getState($status)).toBe('success');
    await allSettled(loadFx, { scope, params: true });
    expect(scope.getState($status)).toBe('error');
  });

  it('is pending while the effect runs', async () => {
    let finish = () => {};
    const scope = fork({
      handlers: [[loadFx, () => new Promise<string>((resolve) => (finish = () => resolve('x')))]],
    });
    const settled = allSettled(loadFx, { scope, params: false });
    expect(scope.getState($status)).toBe('pending');
    finish();
    await settled;
    expect(scope.getState($status)).toBe('success');
  });
});
