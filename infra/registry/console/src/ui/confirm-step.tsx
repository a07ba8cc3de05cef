import { useEffect, useRef } from 'react';
import type { DiffRow } from '../diff';
import { DiffTable } from './diff-table';

/** The last look before a write: what changes for whom, and why; focus starts on the summary. */
export function ConfirmStep(props: {
  summary: string;
  diff: { rows: DiffRow[]; before: string; after: string };
  reason: string;
  problem: string | null;
  confirmLabel: string;
  writing: boolean;
  onBack(): void;
  onConfirm(): void;
}) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => summaryRef.current?.focus(), []);
  return (
    <div className="rc-form">
      <p ref={summaryRef} tabIndex={-1}>
        {props.summary}
      </p>
      <DiffTable
        rows={props.diff.rows}
        beforeLabel={props.diff.before}
        afterLabel={props.diff.after}
        testId="confirm-diff"
      />
      <p className="rc-meta">Reason: “{props.reason}”</p>
      {props.problem && (
        <p className="rc-alert" role="alert">
          {props.problem}
        </p>
      )}
      <div className="rc-dialog-actions">
        <button type="button" className="rc-button" onClick={props.onBack} disabled={props.writing}>
          Back
        </button>
        <button
          type="button"
          className="rc-button rc-button--primary"
          disabled={props.writing}
          onClick={props.onConfirm}
        >
          {props.writing ? 'Working…' : props.confirmLabel}
        </button>
      </div>
    </div>
  );
}
