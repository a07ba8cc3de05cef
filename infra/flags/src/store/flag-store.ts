import type { Dialect } from '@shop/db';
import { badRequest, conflict, notFound } from '@shop/server-kit';
import type { FlagDefinition, RuleBasedSegmentDefinition } from '../definitions/types';
import type { FlagInput, RuleBasedSegmentInput } from '../definitions/schema';
import { normalizeFlag, normalizeRuleBasedSegment } from '../definitions/normalize';
import { nextChangeNumber } from './change-number';
import { readFlag, readRuleBasedSegment, writeFlag, writeRuleBasedSegment, type Db } from './rows';

export type FlagChange = { flag: FlagDefinition; created: boolean };

/** Flags and rule-based segments: every write is one transaction with one new change number. */
export function createFlagStore(db: Db, dialect: Dialect) {
  async function listFlags(): Promise<FlagDefinition[]> {
    const rows = await db.selectFrom('flags_flag').select('definition').orderBy('name').execute();
    return rows.map((row) => JSON.parse(row.definition) as FlagDefinition);
  }

  async function getFlag(name: string): Promise<FlagDefinition> {
    const flag = await readFlag(db, name);
    if (!flag) throw notFound(`Flag "${name}" does not exist`);
    return flag;
  }

  /** Creates or replaces a flag; `mode` create refuses an existing one, change refuses a missing one. */
  async function putFlag(
    input: FlagInput,
    mode: 'create' | 'change' | 'upsert' = 'upsert',
  ): Promise<FlagChange> {
    return db.transaction().execute(async (trx) => {
      const previous = await readFlag(trx, input.name);
      if (mode === 'create' && previous)
        throw conflict(`Flag "${input.name}" exists already; change it instead`);
      if (mode === 'change' && !previous) throw notFound(`Flag "${input.name}" does not exist`);
      const flag = normalizeFlag(input, await nextChangeNumber(trx, dialect), previous);
      await writeFlag(trx, flag);
      return { flag, created: !previous };
    });
  }

  /** Applies a small edit (kill, archive, restore) to the stored flag under a new change number. */
  async function editFlag(
    name: string,
    edit: (flag: FlagDefinition) => FlagDefinition,
  ): Promise<FlagDefinition> {
    return db.transaction().execute(async (trx) => {
      const previous = await readFlag(trx, name);
      if (!previous) throw notFound(`Flag "${name}" does not exist`);
      const flag = { ...edit(previous), changeNumber: await nextChangeNumber(trx, dialect) };
      await writeFlag(trx, flag);
      return flag;
    });
  }

  /** Killing serves the default treatment to everyone; a new default may be given at the same time. */
  const killFlag = (name: string, defaultTreatment?: string) =>
    editFlag(name, (flag) => {
      if (defaultTreatment !== undefined && !knownTreatments(flag).includes(defaultTreatment))
        throw badRequest(
          `defaultTreatment: "${defaultTreatment}" is not a treatment of "${name}" (${knownTreatments(flag).join(', ')})`,
        );
      return { ...flag, killed: true, defaultTreatment: defaultTreatment ?? flag.defaultTreatment };
    });
  const archiveFlag = (name: string) => editFlag(name, (flag) => ({ ...flag, status: 'ARCHIVED' }));
  /** Restoring undoes both a kill and an archive. */
  const restoreFlag = (name: string) =>
    editFlag(name, (flag) => ({ ...flag, status: 'ACTIVE', killed: false }));

  async function listRuleBasedSegments(): Promise<RuleBasedSegmentDefinition[]> {
    const rows = await db
      .selectFrom('flags_rule_based_segment')
      .select('definition')
      .orderBy('name')
      .execute();
    return rows.map((row) => JSON.parse(row.definition) as RuleBasedSegmentDefinition);
  }

  async function getRuleBasedSegment(name: string): Promise<RuleBasedSegmentDefinition> {
    const segment = await readRuleBasedSegment(db, name);
    if (!segment) throw notFound(`Rule-based segment "${name}" does not exist`);
    return segment;
  }

  async function putRuleBasedSegment(
    input: RuleBasedSegmentInput,
  ): Promise<{ segment: RuleBasedSegmentDefinition; created: boolean }> {
    return db.transaction().execute(async (trx) => {
      const previous = await readRuleBasedSegment(trx, input.name);
      const segment = normalizeRuleBasedSegment(input, await nextChangeNumber(trx, dialect));
      await writeRuleBasedSegment(trx, segment);
      return { segment, created: !previous };
    });
  }

  async function setRuleBasedSegmentStatus(
    name: string,
    status: 'ACTIVE' | 'ARCHIVED',
  ): Promise<RuleBasedSegmentDefinition> {
    return db.transaction().execute(async (trx) => {
      const previous = await readRuleBasedSegment(trx, name);
      if (!previous) throw notFound(`Rule-based segment "${name}" does not exist`);
      const segment = { ...previous, status, changeNumber: await nextChangeNumber(trx, dialect) };
      await writeRuleBasedSegment(trx, segment);
      return segment;
    });
  }

  return {
    listFlags,
    getFlag,
    putFlag,
    killFlag,
    archiveFlag,
    restoreFlag,
    listRuleBasedSegments,
    getRuleBasedSegment,
    putRuleBasedSegment,
    archiveRuleBasedSegment: (name: string) => setRuleBasedSegmentStatus(name, 'ARCHIVED'),
    restoreRuleBasedSegment: (name: string) => setRuleBasedSegmentStatus(name, 'ACTIVE'),
  };
}

export type FlagStore = ReturnType<typeof createFlagStore>;

function knownTreatments(flag: FlagDefinition): string[] {
  const names = new Set([flag.defaultTreatment]);
  for (const condition of flag.conditions)
    for (const partition of condition.partitions ?? []) names.add(partition.treatment);
  return [...names];
}
