import { useUnit } from 'effector-react';
import type { ChannelView } from '../api';
import { diffRemotes } from '../diff';
import { formatDate, formatRate } from '../format';
import { $canRelease, actionOpened } from '../model';

/** The running canary: its share, and per changed remote the health figures next to the live version's. */
export function CanaryPanel({ view }: { view: ChannelView }) {
  const [canRelease, open] = useUnit([$canRelease, actionOpened]);
  const { canary, health, channel } = view;
  const windowMinutes = Math.round(health.policy.windowMs / 60_000);
  const figuresOf = (list: typeof health.active, remote: string, version: string | null) =>
    list?.remotes.find((entry) => entry.remote === remote && entry.version === version);
  return (
    <section className="rc-card" aria-labelledby={`canary-${channel}`}>
      <div className="rc-card__head">
        <h2 id={`canary-${channel}`}>Canary</h2>
        {canary && canRelease && (
          <div className="rc-actions">
            <button
              type="button"
              className="rc-button rc-button--primary"
              onClick={() =>
                open({
                  kind: 'promote',
                  channel,
                  versions: Object.fromEntries(
                    Object.entries(canary.releaseSet.remotes).map(([remote, pin]) => [
                      remote,
                      pin?.version,
                    ]),
                  ),
                })
              }
            >
              Promote canary to 100 %…
            </button>
            <button
              type="button"
              className="rc-button rc-button--danger"
              onClick={() => open({ kind: 'stop-canary', channel })}
            >
              Stop canary…
            </button>
          </div>
        )}
      </div>
      {!canary ? (
        <p className="rc-muted">No canary is running on {channel}.</p>
      ) : (
        <>
          <p className="rc-meta">
            Set #{canary.releaseSet.id} for{' '}
            <meter min={0} max={100} value={canary.percentage} aria-label="share of shoppers" />{' '}
            <strong>{canary.percentage} %</strong> of shoppers, started by{' '}
            <strong>{canary.releaseSet.createdBy}</strong> at{' '}
            {formatDate(canary.releaseSet.createdAt)}: “{canary.releaseSet.reason}”
          </p>
          {health.canary && health.canary.verdicts.length > 0 ? (
            <div className="rc-alert" role="alert">
              <strong>Hurting shoppers:</strong>
              <ul>
                {health.canary.verdicts.map((verdict) => (
                  <li key={verdict}>{verdict}</li>
                ))}
              </ul>
            </div>
          ) : (
            <HealthNote view={view} />
          )}
          <div className="rc-table-wrap">
            <table className="rc-table" data-testid="canary-health">
              <caption className="rc-caption">Last {windowMinutes} min</caption>
              <thead>
                <tr>
                  <th scope="col">Remote</th>
                  <th scope="col">Live → canary</th>
                  <th scope="col">Page loads</th>
                  <th scope="col">Failures</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Live rate</th>
                </tr>
              </thead>
              <tbody>
                {diffRemotes(view.active?.remotes, canary.releaseSet.remotes)
                  .filter((row) => row.change !== 'same')
                  .map((row) => {
                    const own = figuresOf(health.canary, row.remote, row.after);
                    const live = figuresOf(health.active, row.remote, row.before);
                    return (
                      <tr key={row.remote}>
                        <th scope="row">
                          <code>{row.remote}</code>
                        </th>
                        <td className="rc-version">
                          {row.before ?? '–'} → {row.after ?? '–'}
                        </td>
                        <td>{own?.pageLoads ?? 0}</td>
                        <td>{own?.failures ?? 0}</td>
                        <td>{formatRate(own?.failures ?? 0, own?.pageLoads ?? 0)}</td>
                        <td>{formatRate(live?.failures ?? 0, live?.pageLoads ?? 0)}</td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Whether the canary has been judged yet, and by which rule. */
function HealthNote({ view: { health, canary, active } }: { view: ChannelView }) {
  const { minPageLoads, maxFailureRate } = health.policy;
  const rule = `stopped automatically above ${(maxFailureRate * 100).toFixed(1)} % failing page loads and above the live rate`;
  const changed = diffRemotes(active?.remotes, canary?.releaseSet.remotes).filter(
    (row) => row.change !== 'same',
  );
  if (changed.length === 0) return null;
  const fewest = Math.min(
    ...changed.map(
      (row) =>
        health.canary?.remotes.find(
          (entry) => entry.remote === row.remote && entry.version === row.after,
        )?.pageLoads ?? 0,
    ),
  );
  return fewest < minPageLoads ? (
    <p className="rc-info">
      Not judged yet: {fewest} of the {minPageLoads} page loads needed in the window ({rule}).
    </p>
  ) : (
    <p className="rc-ok">
      Healthy: judged on {fewest} or more page loads ({rule}).
    </p>
  );
}
