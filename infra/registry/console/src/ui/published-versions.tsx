import { useUnit } from 'effector-react';
import { remoteNames } from '@shop/contracts';
import type { Snapshot } from '../api';
import { formatBytes, formatDate } from '../format';
import { $versions } from '../model';

/** Per remote, every published version with its size, its exposed modules and where it is live. */
export function PublishedVersions({ snapshot }: { snapshot: Snapshot }) {
  const versions = useUnit($versions);
  const whereLive = (remote: string, version: string) =>
    snapshot.channels.flatMap((view) => {
      const pinned = (set?: { remotes: Record<string, { version: string } | undefined> }) =>
        set?.remotes[remote]?.version === version;
      if (pinned(view.active ?? undefined)) return [`${view.channel}`];
      if (pinned(view.canary?.releaseSet)) return [`${view.channel} canary`];
      return [];
    });
  return (
    <section className="rc-card" aria-labelledby="versions-title">
      <h2 id="versions-title">Published versions</h2>
      {remoteNames.map((remote) => {
        const list = versions[remote] ?? [];
        const summary = snapshot.remotes.find((entry) => entry.remote === remote);
        return (
          <details key={remote} className="rc-remote" data-remote={remote}>
            <summary>
              <code>{remote}</code>{' '}
              <span className="rc-muted">
                {summary?.versions ?? 0} version{summary?.versions === 1 ? '' : 's'}
                {summary?.latest ? `, latest ${summary.latest}` : ''}
              </span>
            </summary>
            {list.length === 0 ? (
              <p className="rc-muted">Nothing published yet.</p>
            ) : (
              <div className="rc-table-wrap rc-scroll">
                <table className="rc-table">
                  <thead>
                    <tr>
                      <th scope="col">Version</th>
                      <th scope="col">Published</th>
                      <th scope="col">By</th>
                      <th scope="col">Size</th>
                      <th scope="col">Exposes</th>
                      <th scope="col">Live on</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((entry) => (
                      <tr key={entry.version} data-version={entry.version}>
                        <th scope="row" className="rc-version">
                          {entry.version}
                        </th>
                        <td>{formatDate(entry.publishedAt)}</td>
                        <td>{entry.publishedBy}</td>
                        <td>{formatBytes(entry.size)}</td>
                        <td>{entry.exposes.join(', ') || '–'}</td>
                        <td>{whereLive(remote, entry.version).join(', ') || '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </details>
        );
      })}
    </section>
  );
}
