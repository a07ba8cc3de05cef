import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $dialog,
  dialogCloseRequested,
  dialogOpenRequested,
  dialogOpeningBlockedSet,
} from './dialog-model';

describe('dialog model', () => {
  it('opening a dialog replaces the one that is open', async () => {
    const scope = fork();
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signUp' } });
    expect(scope.getState($dialog)).toEqual({ dialogType: 'signUp', dialogPayload: undefined });
  });

  it('a request for the open type keeps that dialog and refreshes its payload', async () => {
    const scope = fork({
      values: [[$dialog, { dialogType: 'signIn', dialogPayload: { email: 'a@b.de' } }]],
    });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    expect(scope.getState($dialog)).toEqual({
      dialogType: 'signIn',
      dialogPayload: { email: 'a@b.de' },
    });
  });

  it('ignores requests while opening is blocked', async () => {
    const scope = fork();
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    await allSettled(dialogOpeningBlockedSet, { scope, params: true });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'newsletter' } });
    expect(scope.getState($dialog)?.dialogType).toBe('signIn');
  });

  it('closing leaves no dialog open', async () => {
    const scope = fork();
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    expect(scope.getState($dialog)).not.toBeNull();
    await allSettled(dialogCloseRequested, { scope });
    expect(scope.getState($dialog)).toBeNull();
  });
});
