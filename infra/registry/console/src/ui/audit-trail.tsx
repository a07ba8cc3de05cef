import type { ChannelView } from '../api';
import { formatDate } from '../format';

const actionLabel: Record<string, string> = {
  publish: 'published',
  promote: 'promoted',
  rollback: 'rolled back',
  canary: 'started a canary',
  'canary-stop': 'stopped the canary',
};

/** Who did what to the channel and why, newest first; `system` stops unhealthy canaries. */
export function AuditTrail({ view }: { view: ChannelView }) {
  return (
    <section className="rc-card" aria-labelledby={`audit-${view.channel}`}>
      <h2 id={`audit-${view.channel}`}>Audit trail</h2>
      {view.audit.length === 0 ? (
        <p className="rc-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="rc-audit rc-scroll" data-testid="audit">
          {view.audit.map((entry) => (
            <li
              key={entry.id}
              className={entry.actor === 'system' ? 'rc-audit--system' : undefined}
            >
              <time dateTime={entry.at}>{formatDate(entry.at)}</time> <strong>{entry.actor}</strong>{' '}
              {actionLabel[entry.action] ?? entry.action}
              {subjectText(entry.subject)}: <span className="rc-reason">{entry.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function subjectText(subject: unknown): string {
  const value = subject as {
    releaseSetId?: number | null;
    stoppedCanaryId?: number | null;
    percentage?: number | null;
    pins?: Record<string, { version: string }>;
    remote?: string;
    version?: string;
  } | null;
  if (!value) return '';
  const parts: string[] = [];
  if (value.remote && value.version) parts.push(`${value.remote} ${value.version}`);
  const set = value.releaseSetId ?? value.stoppedCanaryId;
  if (set) parts.push(`set #${set}`);
  if (value.pins)
    parts.push(
      Object.entries(value.pins)
        .map(([remote, pin]) => `${remote} ${pin.version}`)
        .join(', '),
    );
  if (value.percentage) parts.push(`${value.percentage} %`);
  return parts.length ? ` ${parts.join(' · ')}` : '';
}
