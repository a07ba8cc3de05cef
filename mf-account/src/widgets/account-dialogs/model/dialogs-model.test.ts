import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { accountDialogInteracted, dialogCloseRequested, dialogOpenRequested } from '@shop/bus';
import { recordUnit } from '../../../shared/testing';
import { resetRequestForm } from '../../../features/password-reset-request';
import { signInForm } from '../../../features/sign-in';
import { AccountDialogsGate } from './dialogs-model';

describe('account dialogs model', () => {
  it('reports the dialog that was requested before the parcel mounted, then every switch and the close', async () => {
    const scope = fork();
    const events = recordUnit(accountDialogInteracted, scope);
    // The host loads the remote because of this request, so the parcel mounts after it.
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    expect(events).toEqual([]);
    await allSettled(AccountDialogsGate.open, { scope, params: {} });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signUp' } });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signUp' } });
    await allSettled(dialogCloseRequested, { scope });
    await allSettled(dialogOpenRequested, {
      scope,
      params: { dialogType: 'calculatorMoreFormats' },
    });
    expect(events).toEqual([
      { name: 'opened', dialogType: 'signIn' },
      { name: 'closed', dialogType: 'signIn' },
      { name: 'opened', dialogType: 'signUp' },
      { name: 'closed', dialogType: 'signUp' },
    ]);
  });

  it('starts each dialog empty, the reset dialog with the address it was given', async () => {
    const scope = fork();
    await allSettled(AccountDialogsGate.open, { scope, params: {} });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    await allSettled(signInForm.fieldChanged, {
      scope,
      params: { name: 'password', value: 'geheim-123' },
    });
    await allSettled(dialogOpenRequested, {
      scope,
      params: { dialogType: 'passwordReset', dialogPayload: { email: 'anna@example.org' } },
    });
    expect(scope.getState(resetRequestForm.$values)).toEqual({ email: 'anna@example.org' });
    await allSettled(dialogOpenRequested, { scope, params: { dialogType: 'signIn' } });
    expect(scope.getState(signInForm.$values)).toEqual({ email: '', password: '' });
  });
});
