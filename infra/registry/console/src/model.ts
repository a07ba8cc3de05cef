import {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
} from 'effector';
import type { ChannelId, ConsoleSession } from '@shop/contracts';
import {
  ConsoleApiError,
  createConsoleApi,
  type ConsoleApi,
  type ReleaseWrite,
  type Snapshot,
  type VersionsByRemote,
} from './api';

/** How often the page asks the registry again while it is visible. */
export const refreshIntervalMs = 2000;

/** An action a person has opened a dialog for; `toId` picks the set a rollback restores. */
export type OpenAction = {
  kind: ReleaseWrite['kind'];
  channel: ChannelId;
  toId?: number;
  /** Versions to start from, e.g. the canary's when promoting it. */
  versions?: Partial<Record<string, string>>;
};

export type LoginProblem = { message: string; fields: Record<string, string> };

export const $api = createStore<ConsoleApi>(createConsoleApi(), { serialize: 'ignore' });

export const appStarted = createEvent();
export const refreshRequested = createEvent();
export const loginSubmitted = createEvent<{ name: string; password: string }>();
export const logoutClicked = createEvent();
export const actionOpened = createEvent<OpenAction>();
export const actionClosed = createEvent();
export const actionConfirmed = createEvent<ReleaseWrite>();
export const noticeDismissed = createEvent();
export const channelSelected = createEvent<ChannelId>();

export const fetchSessionFx = attach({ source: $api, effect: (api) => api.session() });
export const loginFx = attach({
  source: $api,
  effect: (api, input: { name: string; password: string }) => api.login(input),
});
export const logoutFx = attach({
  source: $api,
  effect: (api, csrfToken: string) => api.logout(csrfToken),
});
export const fetchSnapshotFx = attach({ source: $api, effect: (api) => api.snapshot() });
export const fetchVersionsFx = attach({ source: $api, effect: (api) => api.versions() });
export const writeFx = attach({
  source: $api,
  effect: (api, { write, csrfToken }: { write: ReleaseWrite; csrfToken: string }) =>
    api.write(write, csrfToken),
});

/** Asks again every 2 s while the tab is visible, and at once when it becomes visible again. */
export const startRefreshingFx = createEffect(() => {
  const refresh = scopeBind(refreshRequested, { safe: true });
  const visible = () => document.visibilityState === 'visible';
  window.setInterval(() => visible() && refresh(), refreshIntervalMs);
  document.addEventListener('visibilitychange', () => visible() && refresh());
});

/** Who is logged in (null: nobody), and whether the registry has been asked yet. */
export const $session = createStore<ConsoleSession | null>(null);
export const $sessionChecked = createStore(false);
export const $loginProblem = createStore<LoginProblem | null>(null);
export const $snapshot = createStore<Snapshot | null>(null);
export const $versions = createStore<VersionsByRemote>({});
export const $lastRefresh = createStore<number | null>(null);
export const $connectionProblem = createStore<string | null>(null);
export const $openAction = createStore<OpenAction | null>(null);
export const $writeProblem = createStore<ConsoleApiError | null>(null);
export const $notice = createStore<string | null>(null);
export const $selectedChannel = createStore<ChannelId>('wallart');
export const $writing = writeFx.pending;

export const $canRelease = $session.map(
  (session) => session?.user.role === 'releaser' || session?.user.role === 'admin',
);
export const $isAdmin = $session.map((session) => session?.user.role === 'admin');
/** Which versions are published, as one key: when it changes, the version lists are read again. */
const $remotesKey = $snapshot.map(
  (snapshot) =>
    snapshot?.remotes
      .map((remote) => `${remote.remote}:${remote.versions}:${remote.latest}`)
      .join() ?? '',
);

sample({ clock: appStarted, target: [fetchSessionFx, startRefreshingFx] });
sample({ clock: fetchSessionFx.doneData, target: $session });
sample({ clock: fetchSessionFx.fail, fn: () => null, target: $session });
$sessionChecked.on(fetchSessionFx.finally, () => true);

sample({ clock: loginSubmitted, target: loginFx });
sample({ clock: loginFx.doneData, target: $session });
$loginProblem
  .on(loginFx.failData, (_, error) =>
    error instanceof ConsoleApiError
      ? { message: error.message, fields: error.fields }
      : { message: 'Logging in failed; try again.', fields: {} },
  )
  .reset(loginFx.done, loginSubmitted);

sample({
  clock: logoutClicked,
  source: $session,
  filter: Boolean,
  fn: (session) => session!.csrfToken,
  target: logoutFx,
});
sample({ clock: logoutFx.finally, fn: () => null, target: $session });

// A first read as soon as someone is logged in, then on every tick and after every write.
sample({
  clock: [$session.updates, refreshRequested, writeFx.done],
  source: { session: $session, pending: fetchSnapshotFx.pending },
  filter: ({ session, pending }) => Boolean(session) && !pending,
  target: fetchSnapshotFx,
});
sample({ clock: fetchSnapshotFx.doneData, target: $snapshot });
sample({ clock: fetchSnapshotFx.done, fn: () => Date.now(), target: $lastRefresh });
$connectionProblem
  .on(fetchSnapshotFx.failData, (_, error) => `${error.message} Retrying every 2 s.`)
  .reset(fetchSnapshotFx.done);
sample({
  clock: $remotesKey.updates,
  filter: (key) => key !== '',
  target: fetchVersionsFx,
});
sample({ clock: fetchVersionsFx.doneData, target: $versions });

$selectedChannel.on(channelSelected, (_, channel) => channel);

$openAction.on(actionOpened, (_, action) => action).reset(actionClosed, writeFx.done, logoutFx);
$writeProblem.reset(actionOpened, actionClosed, actionConfirmed, writeFx.done);
sample({
  clock: actionConfirmed,
  source: $session,
  filter: (session) => Boolean(session),
  fn: (session, write) => ({ write, csrfToken: session!.csrfToken }),
  target: writeFx,
});
sample({
  clock: writeFx.failData,
  fn: (error) =>
    error instanceof ConsoleApiError ? error : new ConsoleApiError(0, (error as Error).message),
  target: $writeProblem,
});
// A session that ended (expired, or the account was disabled) sends the person back to the login.
sample({
  clock: writeFx.failData,
  filter: (error) => error instanceof ConsoleApiError && error.status === 401,
  fn: () => null,
  target: $session,
});
sample({
  clock: writeFx.failData,
  filter: (error) => error instanceof ConsoleApiError && error.status === 401,
  fn: (error) => ({ message: error.message, fields: {} }),
  target: $loginProblem,
});
$notice
  .on(writeFx.done, (_, { params: { write } }) => describeWrite(write))
  .reset(noticeDismissed, actionOpened, logoutFx);

/** The sentence the console confirms a write with. */
export function describeWrite(write: ReleaseWrite): string {
  const versions =
    'remotes' in write
      ? Object.entries(write.remotes)
          .map(([remote, version]) => `${remote} ${version}`)
          .join(', ')
      : '';
  switch (write.kind) {
    case 'promote':
      return `Promoted ${versions} on ${write.channel}.`;
    case 'canary':
      return `Canary of ${versions} started on ${write.channel} for ${write.percentage} % of shoppers.`;
    case 'stop-canary':
      return `Canary on ${write.channel} stopped; every shopper gets the live set.`;
    case 'rollback':
      return `${write.channel} rolled back${write.toId ? ` to set #${write.toId}` : ''}.`;
  }
}

export const $selectedView = combine(
  $snapshot,
  $selectedChannel,
  (snapshot, channel) => snapshot?.channels.find((view) => view.channel === channel) ?? null,
);
