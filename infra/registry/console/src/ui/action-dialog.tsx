import { useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Dialog } from '@shop/ui';
import { changedVersions } from '../diff';
import {
  $isAdmin,
  $selectedView,
  $versions,
  $writeProblem,
  $writing,
  actionClosed,
  actionConfirmed,
  type OpenAction,
} from '../model';
import { diffOf, rollbackTargets, summaryOf, validate, writeOf, type Draft } from './action-draft';
import { ConfirmStep } from './confirm-step';
import { FormField } from './form-field';
import { VersionPicker } from './version-picker';

const titles: Record<OpenAction['kind'], string> = {
  promote: 'Promote',
  canary: 'Start a canary',
  'stop-canary': 'Stop the canary',
  rollback: 'Roll back',
};
const confirmLabels: Record<OpenAction['kind'], string> = {
  promote: 'Promote now',
  canary: 'Start canary now',
  'stop-canary': 'Stop canary now',
  rollback: 'Roll back now',
};

/** Edit the change, then confirm it with its diff; every change needs a reason for the audit trail. */
export function ActionDialog({ action }: { action: OpenAction }) {
  const [view, versions, isAdmin, problem, writing] = useUnit([
    $selectedView,
    $versions,
    $isAdmin,
    $writeProblem,
    $writing,
  ]);
  const [close, confirm] = useUnit([actionClosed, actionConfirmed]);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [draft, setDraft] = useState<Draft>({
    chosen: (action.versions ?? {}) as Draft['chosen'],
    percentage: '10',
    toId: action.toId ?? null,
    reason: '',
    override: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  if (!view) return null;
  const update = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const live = view.active?.remotes ?? {};
  const changes = changedVersions(live, draft.chosen);
  const targets = rollbackTargets(view);
  const pickVersions = action.kind === 'promote' || action.kind === 'canary';

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(action, view, draft, changes);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('confirm');
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], select')?.focus();
  };

  return (
    <Dialog
      name="release-action"
      title={`${titles[action.kind]} · ${view.channel}`}
      closeLabel="Cancel"
      onClose={close}
    >
      {step === 'confirm' ? (
        <ConfirmStep
          summary={summaryOf(action, view, draft)}
          diff={diffOf(action, view, draft, changes)}
          reason={draft.reason.trim()}
          problem={problem?.message ?? null}
          confirmLabel={confirmLabels[action.kind]}
          writing={writing}
          onBack={() => setStep('edit')}
          onConfirm={() => confirm(writeOf(action, view, draft, changes))}
        />
      ) : (
        <form ref={formRef} onSubmit={review} noValidate className="rc-form">
          {pickVersions && (
            <VersionPicker
              live={live}
              chosen={draft.chosen}
              versions={versions}
              error={errors.versions}
              onChange={(remote, version) =>
                update({ chosen: { ...draft.chosen, [remote]: version } })
              }
            />
          )}
          {action.kind === 'canary' && (
            <FormField id="canary-share" label="Share of shoppers (%)" error={errors.percentage}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={99}
                  step={1}
                  inputMode="numeric"
                  value={draft.percentage}
                  onChange={(event) => update({ percentage: event.target.value })}
                />
              )}
            </FormField>
          )}
          {action.kind === 'rollback' && (
            <FormField id="rollback-to" label="Roll back to" error={errors.toId}>
              {(control) => (
                <select
                  {...control}
                  value={draft.toId ?? ''}
                  onChange={(event) => update({ toId: Number(event.target.value) || null })}
                >
                  <option value="">Choose a set</option>
                  {targets.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      #{entry.id} by {entry.createdBy}: {entry.reason}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField id="action-reason" label="Reason (for the audit trail)" error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={draft.reason}
                onChange={(event) => update({ reason: event.target.value })}
              />
            )}
          </FormField>
          {action.kind === 'promote' && isAdmin && (
            <label className="rc-check">
              <input
                type="checkbox"
                checked={draft.override}
                onChange={(event) => update({ override: event.target.checked })}
              />
              Promote even if its health figures say it hurts shoppers (admin override)
            </label>
          )}
          <div className="rc-dialog-actions">
            <button type="button" className="rc-button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="rc-button rc-button--primary">
              Review changes
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
