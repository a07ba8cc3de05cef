import type { Kysely } from 'kysely';
import type { FlagsSchema } from '../db/schema';
import type { FlagDefinition, RuleBasedSegmentDefinition } from '../definitions/types';

export type Db = Kysely<FlagsSchema>;

export async function readFlag(db: Db, name: string): Promise<FlagDefinition | undefined> {
  const row = await db
    .selectFrom('flags_flag')
    .select('definition')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? (JSON.parse(row.definition) as FlagDefinition) : undefined;
}

export async function writeFlag(db: Db, flag: FlagDefinition): Promise<void> {
  const values = {
    change_number: flag.changeNumber,
    definition: JSON.stringify(flag),
    updated_at: Date.now(),
  };
  await db
    .insertInto('flags_flag')
    .values({ name: flag.name, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}

export async function readRuleBasedSegment(
  db: Db,
  name: string,
): Promise<RuleBasedSegmentDefinition | undefined> {
  const row = await db
    .selectFrom('flags_rule_based_segment')
    .select('definition')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? (JSON.parse(row.definition) as RuleBasedSegmentDefinition) : undefined;
}

export async function writeRuleBasedSegment(
  db: Db,
  segment: RuleBasedSegmentDefinition,
): Promise<void> {
  const values = {
    change_number: segment.changeNumber,
    definition: JSON.stringify(segment),
    updated_at: Date.now(),
  };
  await db
    .insertInto('flags_rule_based_segment')
    .values({ name: segment.name, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}
