import { useState } from 'react';
import { useUnit } from 'effector-react';
import type { ChannelView } from '../api';
import { diffRemotes } from '../diff';
import { formatDate } from '../format';
import { $canRelease, actionOpened } from '../model';
import { DiffTable } from './diff-table';

const actionLabel = { promote: 'promoted', rollback: 'rolled back', canary: 'canary' } as const;

/** Every set of the channel, newest first, and the differences between any two of them. */
export function History({ view }: { view: ChannelView }) {
  const [canRelease, open] = useUnit([$canRelease, actionOpened]);
  const { history, active, channel } = view;
  // The set that was live before `id`: every promotion and rollback went live when it was made.
  const before = (id: number) => {
    const entry = history.find((candidate) => candidate.id === id);
    if (entry?.action === 'canary') return entry.previousId;
    return (
      history.find((candidate) => candidate.id < id && candidate.action !== 'canary')?.id ?? null
    );
  };
  const [pair, setPair] = useState<{ from: number | null; to: number | null } | null>(null);
  const to = pair?.to ?? active?.id ?? history[0]?.id ?? null;
  const from = pair?.from ?? (to ? before(to) : null);
  const setOf = (id: number | null) => history.find((entry) => entry.id === id);
  const options = history.map((entry) => (
    <option key={entry.id} value={entry.id}>
      #{entry.id} {actionLabel[entry.action]} by {entry.createdBy}
    </option>
  ));
  return (
    <section className="rc-card" aria-labelledby={`history-${channel}`}>
      <h2 id={`history-${channel}`}>History</h2>
      {history.length === 0 ? (
        <p className="rc-muted">No release sets yet.</p>
      ) : (
        <>
          <div className="rc-table-wrap rc-scroll">
            <table className="rc-table" data-testid="history">
              <thead>
                <tr>
                  <th scope="col">Set</th>
                  <th scope="col">What</th>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Why</th>
                  <th scope="col">
                    <span className="rc-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((entry) => (
                  <tr
                    key={entry.id}
                    data-set={entry.id}
                    aria-current={entry.id === active?.id ? 'true' : undefined}
                  >
                    <th scope="row">
                      #{entry.id}
                      {entry.id === active?.id && (
                        <span className="rc-badge rc-badge--live">live</span>
                      )}
                      {entry.id === view.canary?.releaseSet.id && (
                        <span className="rc-badge rc-badge--canary">canary</span>
                      )}
                    </th>
                    <td>
                      {actionLabel[entry.action]}
                      {entry.sourceId ? ` to #${entry.sourceId}` : ''}
                    </td>
                    <td>{formatDate(entry.createdAt)}</td>
                    <td>{entry.createdBy}</td>
                    <td className="rc-reason">{entry.reason}</td>
                    <td className="rc-row-actions">
                      <button
                        type="button"
                        className="rc-link"
                        onClick={() => setPair({ from: before(entry.id), to: entry.id })}
                        aria-label={`Show what set #${entry.id} changed`}
                      >
                        Changes
                      </button>
                      {canRelease && entry.action !== 'canary' && entry.id !== active?.id && (
                        <button
                          type="button"
                          className="rc-link"
                          onClick={() => open({ kind: 'rollback', channel, toId: entry.id })}
                          aria-label={`Roll back to set #${entry.id}`}
                        >
                          Roll back to this
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 id={`compare-${channel}`}>Compare two sets</h3>
          <div className="rc-compare" role="group" aria-labelledby={`compare-${channel}`}>
            <label>
              From
              <select
                value={from ?? ''}
                onChange={(event) => setPair({ from: Number(event.target.value) || null, to })}
              >
                <option value="">(nothing)</option>
                {options}
              </select>
            </label>
            <label>
              To
              <select
                value={to ?? ''}
                onChange={(event) => setPair({ from, to: Number(event.target.value) || null })}
              >
                {options}
              </select>
            </label>
          </div>
          <DiffTable
            rows={diffRemotes(setOf(from)?.remotes, setOf(to)?.remotes)}
            beforeLabel={from ? `#${from}` : 'before'}
            afterLabel={to ? `#${to}` : 'after'}
            testId="history-diff"
          />
        </>
      )}
    </section>
  );
}
