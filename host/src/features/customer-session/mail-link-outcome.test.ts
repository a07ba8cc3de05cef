// @vitest-environment happy-dom
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dialog } from '@shop/bus';
import { forgetLinkOutcomeFx, pageQueryRead, readLinkOutcome } from './mail-link-outcome';

describe('mailed link outcomes', () => {
  it('reads the shop API’s redirect parameters', () => {
    expect(readLinkOutcome('?signup=confirmed')).toEqual({
      dialogType: 'signUp',
      linkStatus: 'confirmed',
      param: 'signup',
    });
    expect(readLinkOutcome('?utm_source=mail&newsletter=invalid-link')).toEqual({
      dialogType: 'newsletter',
      linkStatus: 'invalid-link',
      param: 'newsletter',
    });
    expect(readLinkOutcome('?newsletter=maybe')).toBeNull();
    expect(readLinkOutcome('')).toBeNull();
  });

  it('opens the dialog that shows the outcome and takes the parameter out of the address', async () => {
    const forgotten: string[] = [];
    const scope = fork({
      handlers: [[forgetLinkOutcomeFx, (param: string) => void forgotten.push(param)]],
    });
    await allSettled(pageQueryRead, { scope, params: '?newsletter=confirmed' });
    expect(scope.getState($dialog)).toEqual({
      dialogType: 'newsletter',
      dialogPayload: { linkStatus: 'confirmed' },
    });
    expect(forgotten).toEqual(['newsletter']);
  });

  it('leaves an ordinary page alone', async () => {
    const forgotten: string[] = [];
    const scope = fork({
      handlers: [[forgetLinkOutcomeFx, (param: string) => void forgotten.push(param)]],
    });
    await allSettled(pageQueryRead, { scope, params: '?q=leinwand' });
    expect(scope.getState($dialog)).toBeNull();
    expect(forgotten).toEqual([]);
  });

  it('removes only its own parameter and keeps the router’s history state', () => {
    window.history.replaceState(
      { idx: 3, key: 'abc' },
      '',
      '/?signup=confirmed&utm_source=mail#top',
    );
    forgetLinkOutcomeFx('signup');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?utm_source=mail#top',
    );
    expect(window.history.state).toEqual({ idx: 3, key: 'abc' });
  });
});
