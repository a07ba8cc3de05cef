import type { RemoteName } from '@shop/contracts';
import type { ChannelView, ReleaseWrite } from '../api';
import { applyVersions, diffRemotes } from '../diff';
import type { OpenAction } from '../model';

/** What a person has filled in so far in an action dialog. */
export type Draft = {
  chosen: Partial<Record<RemoteName, string>>;
  percentage: string;
  toId: number | null;
  reason: string;
  override: boolean;
};

export type Changes = Partial<Record<RemoteName, string>>;

/** The sets a rollback may return to: any earlier live set (a canary never was live). */
export function rollbackTargets(view: ChannelView): ChannelView['history'] {
  return view.history.filter((entry) => entry.action !== 'canary' && entry.id !== view.active?.id);
}

/** Field errors, by field, of a draft that cannot be confirmed yet. */
export function validate(action: OpenAction, view: ChannelView, draft: Draft, changes: Changes) {
  const found: Record<string, string> = {};
  if ((action.kind === 'promote' || action.kind === 'canary') && Object.keys(changes).length === 0)
    found.versions = 'Choose at least one version that differs from the live set';
  const share = Number(draft.percentage);
  if (action.kind === 'canary' && !(Number.isInteger(share) && share >= 1 && share <= 99))
    found.percentage = 'The share is a whole number from 1 to 99';
  if (action.kind === 'rollback' && !rollbackTargets(view).some((entry) => entry.id === draft.toId))
    found.toId = 'Choose the set to roll back to';
  if (!draft.reason.trim()) found.reason = 'A reason is required: say why, for the audit trail';
  return found;
}

/** The write the confirmation sends. */
export function writeOf(
  action: OpenAction,
  view: ChannelView,
  draft: Draft,
  changes: Changes,
): ReleaseWrite {
  const { channel } = view;
  const reason = draft.reason.trim();
  switch (action.kind) {
    case 'promote':
      return {
        kind: 'promote',
        channel,
        remotes: changes,
        reason,
        override: draft.override || undefined,
      };
    case 'canary':
      return {
        kind: 'canary',
        channel,
        remotes: changes,
        percentage: Number(draft.percentage),
        reason,
      };
    case 'stop-canary':
      return { kind: 'stop-canary', channel, reason };
    case 'rollback':
      return { kind: 'rollback', channel, toId: draft.toId ?? undefined, reason };
  }
}

/** What changes for shoppers: before and after, remote by remote. */
export function diffOf(action: OpenAction, view: ChannelView, draft: Draft, changes: Changes) {
  const live = view.active?.remotes;
  if (action.kind === 'stop-canary')
    return {
      rows: diffRemotes(view.canary?.releaseSet.remotes, live),
      before: 'Canary',
      after: 'Live (for everyone)',
    };
  if (action.kind === 'rollback') {
    const target = view.history.find((entry) => entry.id === draft.toId);
    return {
      rows: diffRemotes(live, target?.remotes),
      before: 'Live now',
      after: `Set #${draft.toId}`,
    };
  }
  return {
    rows: diffRemotes(live, applyVersions(live, changes)),
    before: 'Live now',
    after: action.kind === 'canary' ? `Canary (${draft.percentage} %)` : 'After',
  };
}

/** The sentence above the diff: who gets what, and when. */
export function summaryOf(action: OpenAction, view: ChannelView, draft: Draft): string {
  const override = draft.override ? ' An admin override of the health verdict is recorded.' : '';
  if (action.kind === 'stop-canary')
    return `Shoppers in the canary get the live set of ${view.channel} again, from their next page load.`;
  if (action.kind === 'canary')
    return `${draft.percentage} % of shoppers on ${view.channel} get these versions from their next page load:`;
  return `Every shopper on ${view.channel} gets these versions from their next page load:${override}`;
}
