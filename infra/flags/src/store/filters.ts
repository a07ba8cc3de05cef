import type { FlagDefinition } from '../definitions/types';

/** The `sets=`, `names=` and `prefixes=` filters an SDK may send to `/splitChanges`. */
export type FlagFilter = { sets: string[]; names: string[]; prefixes: string[] };

export const noFilter: FlagFilter = { sets: [], names: [], prefixes: [] };

/** The SDK's own rule: sets win over names and prefixes; no filter matches everything. */
export function matchesFilter(flag: FlagDefinition, filter: FlagFilter): boolean {
  if (filter.sets.length > 0) return (flag.sets ?? []).some((set) => filter.sets.includes(set));
  if (filter.names.length === 0 && filter.prefixes.length === 0) return true;
  return (
    filter.names.includes(flag.name) ||
    filter.prefixes.some((prefix) => flag.name.startsWith(prefix))
  );
}

export const filterKey = (filter: FlagFilter) =>
  `${filter.sets.join(',')}|${filter.names.join(',')}|${filter.prefixes.join(',')}`;
