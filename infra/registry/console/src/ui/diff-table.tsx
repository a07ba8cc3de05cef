import type { DiffRow } from '../diff';

const changeLabel: Record<DiffRow['change'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  same: 'unchanged',
};

/** Remote by remote, before and after; changed rows stand out, unchanged ones are quiet. */
export function DiffTable(props: {
  rows: DiffRow[];
  beforeLabel: string;
  afterLabel: string;
  testId?: string;
}) {
  const changes = props.rows.filter((row) => row.change !== 'same').length;
  return (
    <div className="rc-table-wrap">
      <table className="rc-table rc-diff" data-testid={props.testId}>
        <caption className="rc-caption">
          {changes === 0
            ? 'No remote changes'
            : `${changes} remote${changes === 1 ? '' : 's'} change${changes === 1 ? 's' : ''}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">{props.beforeLabel}</th>
            <th scope="col">{props.afterLabel}</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.remote} className={`rc-diff__${row.change}`} data-change={row.change}>
              <th scope="row">
                <code>{row.remote}</code>
              </th>
              <td className="rc-version">{row.before ?? '–'}</td>
              <td className="rc-version">{row.after ?? '–'}</td>
              <td>{changeLabel[row.change]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
