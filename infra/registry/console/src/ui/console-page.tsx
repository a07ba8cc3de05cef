import { useUnit } from 'effector-react';
import {
  $connectionProblem,
  $notice,
  $openAction,
  $selectedView,
  $session,
  $snapshot,
  logoutClicked,
  noticeDismissed,
} from '../model';
import { ActionDialog } from './action-dialog';
import { ChannelPanel } from './channel-panel';
import { ChannelTabs } from './channel-tabs';
import { LiveOverview } from './live-overview';
import { PublishedVersions } from './published-versions';

/** The signed-in console: what is live on both channels, one channel in detail, what is published. */
export function ConsolePage() {
  const [session, snapshot, view, notice, problem, openAction] = useUnit([
    $session,
    $snapshot,
    $selectedView,
    $notice,
    $connectionProblem,
    $openAction,
  ]);
  const [logout, dismiss] = useUnit([logoutClicked, noticeDismissed]);
  if (!session) return null;
  return (
    <>
      <header className="rc-topbar">
        <div className="rc-topbar__title">
          <span className="rc-topbar__name">Release console</span>
          <span className="rc-badge rc-badge--env">{session.environment}</span>
        </div>
        <div className="rc-topbar__user">
          <span>
            {session.user.name} <span className="rc-muted">({session.user.role})</span>
          </span>
          <button type="button" className="rc-button rc-button--quiet" onClick={logout}>
            Log out
          </button>
        </div>
      </header>
      <main className="rc-main">
        <h1 className="rc-visually-hidden">Release console</h1>
        <div aria-live="polite" className="rc-messages">
          {notice && (
            <p className="rc-notice" role="status">
              {notice}{' '}
              <button type="button" className="rc-link" onClick={dismiss}>
                Dismiss
              </button>
            </p>
          )}
          {problem && <p className="rc-alert">{problem}</p>}
        </div>
        {session.user.role === 'viewer' && (
          <p className="rc-muted rc-role-note">
            You can read everything here. Changing release sets needs the releaser role: ask an
            admin.
          </p>
        )}
        {!snapshot ? (
          <p role="status">Reading the release sets…</p>
        ) : (
          <>
            <LiveOverview snapshot={snapshot} />
            <ChannelTabs channels={snapshot.channels} />
            {view && <ChannelPanel view={view} />}
            <PublishedVersions snapshot={snapshot} />
          </>
        )}
      </main>
      {openAction && view && <ActionDialog action={openAction} />}
    </>
  );
}
