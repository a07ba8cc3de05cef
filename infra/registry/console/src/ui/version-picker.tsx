import { remoteNames, type RemoteName } from '@shop/contracts';
import type { VersionsByRemote } from '../api';

/** One select per remote with published versions: keep the live version or pick another. */
export function VersionPicker(props: {
  live: Partial<Record<RemoteName, { version: string } | undefined>>;
  versions: VersionsByRemote;
  chosen: Partial<Record<RemoteName, string>>;
  error?: string;
  onChange(remote: RemoteName, version: string): void;
}) {
  const remotes = remoteNames.filter((remote) => (props.versions[remote]?.length ?? 0) > 0);
  return (
    <fieldset
      className="rc-picker"
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? 'pick-error' : undefined}
    >
      <legend>Versions</legend>
      {remotes.map((remote) => {
        const live = props.live[remote]?.version;
        const id = `pick-${remote}`;
        return (
          <div className="rc-picker__row" key={remote}>
            <label htmlFor={id}>
              <code>{remote}</code>
            </label>
            <select
              id={id}
              value={props.chosen[remote] ?? live ?? ''}
              onChange={(event) => props.onChange(remote, event.target.value)}
            >
              {!live && <option value="">not pinned</option>}
              {props.versions[remote]!.map((entry) => (
                <option key={entry.version} value={entry.version}>
                  {entry.version}
                  {entry.version === live ? ' (live)' : ''}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {props.error && (
        <p className="rc-field__error" id="pick-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
