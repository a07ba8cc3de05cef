import type { Condition, FlagDefinition, RuleBasedSegmentDefinition } from '../definitions/types';
import { filterKey, matchesFilter, type FlagFilter } from './filters';
import type { Db } from './rows';

export type SplitChangesQuery = {
  since: number;
  rbSince: number;
  filter: FlagFilter;
  spec: string;
};

type Latest = { ff: number; rbs: number };

const maxCachedResponses = 256;

/** Condition Split serves to SDKs too old to know a matcher (flag spec below 1.3). */
const unsupportedCondition: Condition = {
  conditionType: 'WHITELIST',
  matcherGroup: {
    combiner: 'AND',
    matchers: [{ keySelector: null, matcherType: 'ALL_KEYS', negate: false }],
  },
  partitions: [{ treatment: 'control', size: 100 }],
  label: 'targeting rule type unsupported by sdk',
};

/**
 * Builds `/splitChanges` bodies. Serialised bodies are reused until the latest change numbers
 * move, so polling SDKs that are up to date cost almost nothing. The latest change numbers are
 * read at most once per `freshnessMs`. `invalidate()` runs for this instance's own writes and, with
 * Redis, for every other instance's change notice; without Redis (or if a notice is lost) other
 * instances' writes show within that window, far below an SDK's 60 s poll.
 */
export function createSplitChangesReader(db: Db, freshnessMs = 500) {
  let cachedFor: Latest = { ff: Number.NaN, rbs: Number.NaN };
  let latestRead: { at: number; value: Promise<Latest> } | undefined;
  const cache = new Map<string, string>();

  function latest(): Promise<Latest> {
    const now = Date.now();
    if (!latestRead || now - latestRead.at >= freshnessMs) {
      const value = readLatest();
      latestRead = { at: now, value };
      // A failed read must not be reused for the whole window.
      value.catch(() => {
        if (latestRead?.value === value) latestRead = undefined;
      });
    }
    return latestRead.value;
  }

  function invalidate(): void {
    latestRead = undefined;
  }

  async function readLatest(): Promise<Latest> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('flags_flag')
          .select((e) => e.fn.max('change_number').as('m'))
          .as('ff'),
        eb
          .selectFrom('flags_rule_based_segment')
          .select((e) => e.fn.max('change_number').as('m'))
          .as('rbs'),
      ])
      .executeTakeFirstOrThrow();
    return {
      ff: row.ff === null ? -1 : Number(row.ff),
      rbs: row.rbs === null ? -1 : Number(row.rbs),
    };
  }

  async function body(query: SplitChangesQuery): Promise<string> {
    const now = await latest();
    if (now.ff !== cachedFor.ff || now.rbs !== cachedFor.rbs || cache.size >= maxCachedResponses) {
      cache.clear();
      cachedFor = now;
    }
    const key = `${query.spec}|${query.since}|${query.rbSince}|${filterKey(query.filter)}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const text = JSON.stringify(await build(query, now));
    cache.set(key, text);
    return text;
  }

  async function build(query: SplitChangesQuery, now: Latest) {
    const flags = query.since >= now.ff ? [] : await changedFlags(query.since, query.filter);
    const ffTill = Math.max(query.since, now.ff);
    if (query.spec !== '1.3') {
      const legacy = flags.map((flag) =>
        usesRuleBasedSegments(flag) ? { ...flag, conditions: [unsupportedCondition] } : flag,
      );
      return { splits: legacy, since: query.since, till: ffTill };
    }
    const segments = query.rbSince >= now.rbs ? [] : await changedRuleBasedSegments(query.rbSince);
    return {
      ff: { d: flags, s: query.since, t: ffTill },
      rbs: { d: segments, s: query.rbSince, t: Math.max(query.rbSince, now.rbs) },
    };
  }

  async function changedFlags(since: number, filter: FlagFilter): Promise<FlagDefinition[]> {
    const rows = await db
      .selectFrom('flags_flag')
      .select('definition')
      .where('change_number', '>', since)
      .orderBy('change_number')
      .orderBy('name')
      .execute();
    const result: FlagDefinition[] = [];
    for (const row of rows) {
      const flag = JSON.parse(row.definition) as FlagDefinition;
      const visible = matchesFilter(flag, filter);
      // A first fetch needs no removals; later ones learn that a flag left the SDK's filter.
      if (since === -1 && (flag.status === 'ARCHIVED' || !visible)) continue;
      result.push(visible ? flag : { ...flag, status: 'ARCHIVED' });
    }
    return result;
  }

  async function changedRuleBasedSegments(since: number): Promise<RuleBasedSegmentDefinition[]> {
    const rows = await db
      .selectFrom('flags_rule_based_segment')
      .select('definition')
      .where('change_number', '>', since)
      .orderBy('change_number')
      .orderBy('name')
      .execute();
    const segments = rows.map((row) => JSON.parse(row.definition) as RuleBasedSegmentDefinition);
    return since === -1 ? segments.filter((segment) => segment.status !== 'ARCHIVED') : segments;
  }

  return { body, latest, invalidate };
}

function usesRuleBasedSegments(flag: FlagDefinition): boolean {
  return flag.conditions.some((condition) =>
    condition.matcherGroup.matchers.some(
      (matcher) => matcher.matcherType === 'IN_RULE_BASED_SEGMENT',
    ),
  );
}
