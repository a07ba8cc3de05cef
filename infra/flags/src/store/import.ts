import type { Dialect } from '@shop/db';
import type { ImportInput } from '../definitions/schema';
import { normalizeFlag, normalizeRuleBasedSegment } from '../definitions/normalize';
import { nextChangeNumber } from './change-number';
import { readFlag, writeFlag, writeRuleBasedSegment, type Db } from './rows';
import { replaceSegmentKeys, touchSegment } from './segment-rows';

export type ImportSummary = {
  changeNumber: number;
  flags: number;
  ruleBasedSegments: number;
  segments: number;
};

/**
 * Writes a validated `/splitChanges`-shaped file in one transaction: all of it under one new
 * change number, or (on any error) nothing. Imported change numbers are replaced by ours.
 */
export async function importDefinitions(
  db: Db,
  dialect: Dialect,
  input: ImportInput,
): Promise<ImportSummary> {
  const flags = [...(input.ff?.d ?? []), ...(input.splits ?? [])];
  const ruleBasedSegments = input.rbs?.d ?? [];
  const segments = Object.entries(input.segments ?? {});
  return db.transaction().execute(async (trx) => {
    const changeNumber = await nextChangeNumber(trx, dialect);
    for (const flag of flags)
      await writeFlag(trx, normalizeFlag(flag, changeNumber, await readFlag(trx, flag.name)));
    for (const segment of ruleBasedSegments)
      await writeRuleBasedSegment(trx, normalizeRuleBasedSegment(segment, changeNumber));
    for (const [name, keys] of segments) {
      await touchSegment(trx, name, changeNumber, { status: 'ACTIVE' });
      await replaceSegmentKeys(trx, name, keys, changeNumber);
    }
    return {
      changeNumber,
      flags: flags.length,
      ruleBasedSegments: ruleBasedSegments.length,
      segments: segments.length,
    };
  });
}
