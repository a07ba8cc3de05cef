import { useUnit } from 'effector-react';
import type { ChannelView } from '../api';
import { formatDate, timeAgo } from '../format';
import { $canRelease, $lastRefresh, $versions, actionOpened } from '../model';
import { AuditTrail } from './audit-trail';
import { CanaryPanel } from './canary-panel';
import { History } from './history';

/** One channel: its live set and the actions on it, the canary, the history and the audit trail. */
export function ChannelPanel({ view }: { view: ChannelView }) {
  const [canRelease, open, versions, now] = useUnit([
    $canRelease,
    actionOpened,
    $versions,
    $lastRefresh,
  ]);
  const { active, channel } = view;
  const publishedOf = (remote: string, version: string) =>
    versions[remote as keyof typeof versions]?.find((entry) => entry.version === version);
  return (
    <div
      className="rc-panel"
      role="tabpanel"
      id={`panel-${channel}`}
      aria-labelledby={`tab-${channel}`}
      data-channel={channel}
    >
      <section className="rc-card" aria-labelledby={`live-${channel}`}>
        <div className="rc-card__head">
          <h2 id={`live-${channel}`}>
            Live release set {active && <span className="rc-muted">#{active.id}</span>}
          </h2>
          {canRelease && (
            <div className="rc-actions">
              <button
                type="button"
                className="rc-button rc-button--primary"
                onClick={() => open({ kind: 'promote', channel })}
              >
                Promote…
              </button>
              <button
                type="button"
                className="rc-button"
                disabled={!active}
                onClick={() => open({ kind: 'canary', channel })}
              >
                Start canary…
              </button>
              <button
                type="button"
                className="rc-button"
                disabled={!active?.previousId}
                onClick={() =>
                  open({ kind: 'rollback', channel, toId: active?.previousId ?? undefined })
                }
              >
                Roll back…
              </button>
            </div>
          )}
        </div>
        {active ? (
          <>
            <p className="rc-meta">
              {active.action === 'rollback' ? 'Rolled back' : 'Promoted'} by{' '}
              <strong>{active.createdBy}</strong>{' '}
              <time dateTime={active.createdAt} title={formatDate(active.createdAt)}>
                {timeAgo(active.createdAt, now ?? Date.now())}
              </time>
              : “{active.reason}”
            </p>
            <div className="rc-table-wrap">
              <table className="rc-table" data-testid="live-set">
                <thead>
                  <tr>
                    <th scope="col">Remote</th>
                    <th scope="col">Version</th>
                    <th scope="col">Published</th>
                    <th scope="col">By</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(active.remotes).map(([remote, pinned]) => {
                    const published = pinned && publishedOf(remote, pinned.version);
                    return (
                      <tr key={remote} data-remote={remote}>
                        <th scope="row">
                          <code>{remote}</code>
                        </th>
                        <td className="rc-version">{pinned?.version}</td>
                        <td>{published ? formatDate(published.publishedAt) : '–'}</td>
                        <td>{published?.publishedBy ?? '–'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p>Nothing is live on {channel} yet. Promote a published version to start.</p>
        )}
      </section>
      <CanaryPanel view={view} />
      <History view={view} />
      <AuditTrail view={view} />
    </div>
  );
}
