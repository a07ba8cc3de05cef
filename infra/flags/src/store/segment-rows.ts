import type { Db } from './rows';

export type SegmentKind = 'standard' | 'large';

const chunkSize = 500;

/** Makes `keys` the exact active membership of a segment, stamping every changed key with `changeNumber`. */
export async function replaceSegmentKeys(
  trx: Db,
  segment: string,
  keys: string[],
  changeNumber: number,
): Promise<number> {
  const wanted = new Set(keys);
  const rows = await trx
    .selectFrom('flags_segment_key')
    .select(['key', 'active'])
    .where('segment', '=', segment)
    .execute();
  const active = new Set(rows.filter((row) => Number(row.active) === 1).map((row) => row.key));
  const add = [...wanted].filter((key) => !active.has(key));
  const remove = [...active].filter((key) => !wanted.has(key));
  await changeSegmentKeys(trx, segment, add, remove, changeNumber);
  return add.length + remove.length;
}

/** Adds and removes keys of one segment; keys are upserted so history (removals) stays visible to SDKs. */
export async function changeSegmentKeys(
  trx: Db,
  segment: string,
  add: string[],
  remove: string[],
  changeNumber: number,
) {
  for (const [keys, active] of [
    [add, 1],
    [remove, 0],
  ] as const) {
    for (let start = 0; start < keys.length; start += chunkSize) {
      const values = keys
        .slice(start, start + chunkSize)
        .map((key) => ({ segment, key, active, change_number: changeNumber }));
      await trx
        .insertInto('flags_segment_key')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['segment', 'key']).doUpdateSet({ active, change_number: changeNumber }),
        )
        .execute();
    }
  }
}

/** Creates the segment row or stamps it with the new change number. */
export async function touchSegment(
  trx: Db,
  name: string,
  changeNumber: number,
  options: { kind?: SegmentKind; status?: 'ACTIVE' | 'ARCHIVED' } = {},
): Promise<void> {
  const existing = await trx
    .selectFrom('flags_segment')
    .select(['status', 'kind'])
    .where('name', '=', name)
    .executeTakeFirst();
  const now = Date.now();
  if (!existing) {
    await trx
      .insertInto('flags_segment')
      .values({
        name,
        kind: options.kind ?? 'standard',
        status: options.status ?? 'ACTIVE',
        change_number: changeNumber,
        status_change_number: changeNumber,
        updated_at: now,
      })
      .execute();
    return;
  }
  const statusChanged = options.status !== undefined && options.status !== existing.status;
  await trx
    .updateTable('flags_segment')
    .set({
      change_number: changeNumber,
      updated_at: now,
      ...(options.kind ? { kind: options.kind } : {}),
      ...(statusChanged ? { status: options.status, status_change_number: changeNumber } : {}),
    })
    .where('name', '=', name)
    .execute();
}
