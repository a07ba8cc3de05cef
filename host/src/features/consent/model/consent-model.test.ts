import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $consent,
  $noticeShown,
  applyFlagsConsentFx,
  consentChosen,
  consentRestored,
  consentSettingsClosed,
  consentSettingsOpened,
  writeConsentCookieFx,
} from './consent-model';

function scope() {
  const cookie = vi.fn();
  const flags = vi.fn();
  return {
    cookie,
    flags,
    scope: fork({
      handlers: [
        [writeConsentCookieFx, cookie],
        [applyFlagsConsentFx, flags],
      ],
    }),
  };
}

describe('consent', () => {
  it('asks a first-time visitor, and stops asking once they choose', async () => {
    const { scope: s, cookie, flags } = scope();
    await allSettled(consentRestored, {
      scope: s,
      params: { status: 'UNKNOWN', trackingOff: false },
    });
    expect(s.getState($noticeShown)).toBe(true);
    await allSettled(consentChosen, { scope: s, params: 'DECLINED' });
    expect(s.getState($consent)).toBe('DECLINED');
    expect(s.getState($noticeShown)).toBe(false);
    expect(cookie).toHaveBeenCalledWith('DECLINED');
    expect(flags).toHaveBeenCalledWith('DECLINED');
  });

  it('turns the flag client’s submitters on when consent is granted', async () => {
    const { scope: s, flags } = scope();
    await allSettled(consentRestored, {
      scope: s,
      params: { status: 'DECLINED', trackingOff: false },
    });
    await allSettled(consentChosen, { scope: s, params: 'GRANTED' });
    expect(flags).toHaveBeenCalledWith('GRANTED');
  });

  it('does not ask a returning visitor or a visit with tracking switched off', async () => {
    const returning = scope().scope;
    await allSettled(consentRestored, {
      scope: returning,
      params: { status: 'GRANTED', trackingOff: false },
    });
    expect(returning.getState($noticeShown)).toBe(false);
    const untracked = scope().scope;
    await allSettled(consentRestored, {
      scope: untracked,
      params: { status: 'UNKNOWN', trackingOff: true },
    });
    expect(untracked.getState($noticeShown)).toBe(false);
  });

  it('asks again when the shopper opens the cookie settings, and declining then stops the flag client', async () => {
    const { scope: s, cookie, flags } = scope();
    await allSettled(consentRestored, {
      scope: s,
      params: { status: 'GRANTED', trackingOff: false },
    });
    await allSettled(consentSettingsOpened, { scope: s });
    expect(s.getState($noticeShown)).toBe(true);
    await allSettled(consentChosen, { scope: s, params: 'DECLINED' });
    expect(s.getState($noticeShown)).toBe(false);
    expect(s.getState($consent)).toBe('DECLINED');
    expect(cookie).toHaveBeenCalledWith('DECLINED');
    expect(flags).toHaveBeenCalledWith('DECLINED');
  });

  it('closing the reopened notice keeps the earlier choice', async () => {
    const { scope: s, cookie, flags } = scope();
    await allSettled(consentRestored, {
      scope: s,
      params: { status: 'DECLINED', trackingOff: false },
    });
    await allSettled(consentSettingsOpened, { scope: s });
    await allSettled(consentSettingsClosed, { scope: s });
    expect(s.getState($noticeShown)).toBe(false);
    expect(s.getState($consent)).toBe('DECLINED');
    expect(cookie).not.toHaveBeenCalled();
    expect(flags).not.toHaveBeenCalled();
  });

  it('never starts the flag client on a visit with tracking switched off', async () => {
    const { scope: s, flags } = scope();
    await allSettled(consentRestored, {
      scope: s,
      params: { status: 'DECLINED', trackingOff: true },
    });
    await allSettled(consentSettingsOpened, { scope: s });
    expect(s.getState($noticeShown)).toBe(false);
    await allSettled(consentChosen, { scope: s, params: 'GRANTED' });
    expect(flags).not.toHaveBeenCalled();
  });
});
