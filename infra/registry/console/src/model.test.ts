import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleSession } from '@shop/contracts';
import { ConsoleApiError, type ConsoleApi, type ReleaseWrite, type Snapshot } from './api';
import {
  $api,
  $loginProblem,
  $notice,
  $openAction,
  $session,
  $sessionChecked,
  $snapshot,
  $versions,
  $writeProblem,
  actionConfirmed,
  actionOpened,
  appStarted,
  loginSubmitted,
  logoutClicked,
  refreshRequested,
  startRefreshingFx,
} from './model';

const rita: ConsoleSession = {
  user: { name: 'rita', role: 'releaser' },
  csrfToken: 'csrf-of-rita',
  environment: 'development',
};
const snapshot = (latest: string): Snapshot => ({
  environment: 'development',
  channels: [],
  remotes: [{ remote: 'mf_navigation', versions: 2, latest }],
});
const promote: ReleaseWrite = {
  kind: 'promote',
  channel: 'kartenliebe',
  remotes: { mf_navigation: '1.1.0' },
  reason: 'new header',
};

function fakeApi(overrides: Partial<ConsoleApi> = {}): ConsoleApi {
  return {
    session: vi.fn(async () => {
      throw new ConsoleApiError(401, 'Log in to use the release console');
    }),
    login: vi.fn(async () => rita),
    logout: vi.fn(async () => undefined),
    snapshot: vi.fn(async () => snapshot('1.1.0')),
    versions: vi.fn(async () => ({ mf_navigation: [] })),
    write: vi.fn(async () => undefined),
    ...overrides,
  };
}

const start = (api: ConsoleApi) =>
  fork({ values: [[$api, api]], handlers: [[startRefreshingFx, () => undefined]] });

describe('release console model', () => {
  it('shows the login to a visitor without a session and reads nothing else', async () => {
    const api = fakeApi();
    const scope = start(api);
    await allSettled(appStarted, { scope });
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($session)).toBeNull();
    await allSettled(refreshRequested, { scope });
    expect(api.snapshot).not.toHaveBeenCalled();
  });

  it('logs in, then reads the channels and the published versions', async () => {
    const api = fakeApi();
    const scope = start(api);
    await allSettled(loginSubmitted, { scope, params: { name: 'rita', password: 'secret' } });
    expect(scope.getState($session)).toEqual(rita);
    expect(scope.getState($snapshot)).toEqual(snapshot('1.1.0'));
    expect(api.versions).toHaveBeenCalledTimes(1);
    // The version lists are read again only when something new is published.
    await allSettled(refreshRequested, { scope });
    expect(api.versions).toHaveBeenCalledTimes(1);
    vi.mocked(api.snapshot).mockResolvedValueOnce(snapshot('1.2.0'));
    await allSettled(refreshRequested, { scope });
    expect(api.versions).toHaveBeenCalledTimes(2);
    expect(scope.getState($versions)).toEqual({ mf_navigation: [] });
  });

  it('shows the registry sentence for a wrong password or too many tries, and the field errors of bad input', async () => {
    const api = fakeApi({
      login: vi
        .fn()
        .mockRejectedValueOnce(new ConsoleApiError(401, 'Name or password is wrong'))
        .mockRejectedValueOnce(
          new ConsoleApiError(400, 'Invalid login', undefined, { name: 'A name is 2 to 40' }),
        )
        .mockRejectedValueOnce(
          new ConsoleApiError(429, 'Too many login attempts; try again in 15 min.'),
        ),
    });
    const scope = start(api);
    await allSettled(loginSubmitted, { scope, params: { name: 'rita', password: 'nope' } });
    expect(scope.getState($loginProblem)).toEqual({
      message: 'Name or password is wrong',
      fields: {},
    });
    await allSettled(loginSubmitted, { scope, params: { name: 'r', password: 'x' } });
    expect(scope.getState($loginProblem)?.fields).toEqual({ name: 'A name is 2 to 40' });
    await allSettled(loginSubmitted, { scope, params: { name: 'rita', password: 'again' } });
    expect(scope.getState($loginProblem)).toEqual({
      message: 'Too many login attempts; try again in 15 min.',
      fields: {},
    });
    expect(scope.getState($session)).toBeNull();
  });

  it('sends a confirmed write with the session CSRF token, closes the dialog and reads again', async () => {
    const api = fakeApi({ session: vi.fn(async () => rita) });
    const scope = start(api);
    await allSettled(appStarted, { scope });
    await allSettled(actionOpened, { scope, params: { kind: 'promote', channel: 'kartenliebe' } });
    const reads = vi.mocked(api.snapshot).mock.calls.length;
    await allSettled(actionConfirmed, { scope, params: promote });
    expect(api.write).toHaveBeenCalledWith(promote, 'csrf-of-rita');
    expect(scope.getState($openAction)).toBeNull();
    expect(scope.getState($notice)).toBe('Promoted mf_navigation 1.1.0 on kartenliebe.');
    expect(vi.mocked(api.snapshot).mock.calls.length).toBe(reads + 1);
  });

  it('keeps the dialog open with the refusal, and sends an ended session back to the login', async () => {
    const write = vi
      .fn()
      .mockRejectedValueOnce(new ConsoleApiError(403, 'vic may not change release sets'))
      .mockRejectedValueOnce(
        new ConsoleApiError(401, 'Your console session has ended; log in again'),
      );
    const scope = start(fakeApi({ session: vi.fn(async () => rita), write }));
    await allSettled(appStarted, { scope });
    await allSettled(actionOpened, { scope, params: { kind: 'promote', channel: 'wallart' } });
    await allSettled(actionConfirmed, { scope, params: promote });
    expect(scope.getState($writeProblem)?.message).toBe('vic may not change release sets');
    expect(scope.getState($openAction)).not.toBeNull();
    expect(scope.getState($session)).toEqual(rita);
    await allSettled(actionConfirmed, { scope, params: promote });
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($loginProblem)?.message).toBe(
      'Your console session has ended; log in again',
    );
  });

  it('logs out with the CSRF token and forgets the person', async () => {
    const api = fakeApi({ session: vi.fn(async () => rita) });
    const scope = start(api);
    await allSettled(appStarted, { scope });
    await allSettled(logoutClicked, { scope });
    expect(api.logout).toHaveBeenCalledWith('csrf-of-rita');
    expect(scope.getState($session)).toBeNull();
  });
});
