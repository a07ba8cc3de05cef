import type { Snapshot } from '../api';
import { diffRemotes } from '../diff';

/** Remotes by channel: what every channel's shoppers get, and what a canary gives some of them. */
export function LiveOverview({ snapshot }: { snapshot: Snapshot }) {
  const remotes = [
    ...new Set(
      snapshot.channels.flatMap((view) =>
        diffRemotes(view.active?.remotes, view.canary?.releaseSet.remotes).map((row) => row.remote),
      ),
    ),
  ];
  return (
    <section className="rc-card" aria-labelledby="overview-title">
      <h2 id="overview-title">Live on every channel</h2>
      <div className="rc-table-wrap">
        <table className="rc-table rc-overview" data-testid="live-overview">
          <thead>
            <tr>
              <th scope="col">Remote</th>
              {snapshot.channels.map((view) => (
                <th scope="col" key={view.channel}>
                  {view.channel}{' '}
                  <span className="rc-muted">
                    {view.active ? `set #${view.active.id}` : 'no live set'}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {remotes.map((remote) => (
              <tr key={remote}>
                <th scope="row">
                  <code>{remote}</code>
                </th>
                {snapshot.channels.map((view) => {
                  const live = view.active?.remotes[remote]?.version;
                  const canary = view.canary?.releaseSet.remotes[remote]?.version;
                  return (
                    <td key={view.channel} data-channel={view.channel} data-remote={remote}>
                      <span className="rc-version">{live ?? '–'}</span>
                      {canary && canary !== live && (
                        <span className="rc-badge rc-badge--canary">
                          canary {canary} · {view.canary!.percentage} %
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
