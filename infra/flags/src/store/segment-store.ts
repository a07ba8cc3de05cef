import type { Dialect } from '@shop/db';
import { notFound } from '@shop/server-kit';
import { nextChangeNumber } from './change-number';
import type { Db } from './rows';
import {
  changeSegmentKeys,
  replaceSegmentKeys,
  touchSegment,
  type SegmentKind,
} from './segment-rows';

export type SegmentSummary = {
  name: string;
  kind: SegmentKind;
  status: string;
  changeNumber: number;
  keys: number;
};
export type SegmentChanges = {
  name: string;
  added: string[];
  removed: string[];
  since: number;
  till: number;
};
type Membership = { cn: number; k: Array<{ n: string }> };

/** Standard and large segments (lists of keys) with the history SDKs need to fetch only changes. */
export function createSegmentStore(db: Db, dialect: Dialect) {
  async function segmentRow(name: string) {
    return db.selectFrom('flags_segment').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async function listSegments(): Promise<SegmentSummary[]> {
    const rows = await db
      .selectFrom('flags_segment as s')
      .leftJoin('flags_segment_key as k', (join) =>
        join.onRef('k.segment', '=', 's.name').on('k.active', '=', 1),
      )
      .select([
        's.name',
        's.kind',
        's.status',
        's.change_number',
        (eb) => eb.fn.count<number>('k.key').as('keys'),
      ])
      .groupBy(['s.name', 's.kind', 's.status', 's.change_number'])
      .orderBy('s.name')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      kind: row.kind as SegmentKind,
      status: row.status,
      changeNumber: Number(row.change_number),
      keys: Number(row.keys),
    }));
  }

  async function getSegment(name: string): Promise<SegmentSummary & { members: string[] }> {
    const row = await segmentRow(name);
    if (!row) throw notFound(`Segment "${name}" does not exist`);
    const members = await activeKeys(name);
    return {
      name,
      kind: row.kind as SegmentKind,
      status: row.status,
      changeNumber: Number(row.change_number),
      keys: members.length,
      members,
    };
  }

  async function activeKeys(name: string): Promise<string[]> {
    const rows = await db
      .selectFrom('flags_segment_key')
      .select('key')
      .where('segment', '=', name)
      .where('active', '=', 1)
      .orderBy('key')
      .execute();
    return rows.map((row) => row.key);
  }

  /** Sets a segment's exact membership, creating the segment when it is new. */
  async function putSegment(name: string, keys: string[], kind?: SegmentKind) {
    await db.transaction().execute(async (trx) => {
      const changeNumber = await nextChangeNumber(trx, dialect);
      await touchSegment(trx, name, changeNumber, { kind });
      await replaceSegmentKeys(trx, name, keys, changeNumber);
    });
    return getSegment(name);
  }

  async function changeSegment(name: string, add: string[], remove: string[]) {
    await db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('flags_segment')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!exists) throw notFound(`Segment "${name}" does not exist`);
      const changeNumber = await nextChangeNumber(trx, dialect);
      await touchSegment(trx, name, changeNumber);
      const removing = new Set(remove);
      await changeSegmentKeys(
        trx,
        name,
        add.filter((key) => !removing.has(key)),
        remove,
        changeNumber,
      );
    });
    return getSegment(name);
  }

  /** Archiving empties the segment for SDKs but keeps its keys, so restoring brings them back. */
  async function setStatus(name: string, status: 'ACTIVE' | 'ARCHIVED') {
    await db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('flags_segment')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!exists) throw notFound(`Segment "${name}" does not exist`);
      await touchSegment(trx, name, await nextChangeNumber(trx, dialect), { status });
    });
    return getSegment(name);
  }

  /** `/segmentChanges/:name?since=N` for server-side SDKs: one answer brings `since` to the latest `till`. */
  async function segmentChanges(name: string, since: number): Promise<SegmentChanges> {
    const row = await segmentRow(name);
    const till = row ? Number(row.change_number) : -1;
    if (!row || since >= till) return { name, added: [], removed: [], since, till: since };
    const statusChangedSince = since === -1 || Number(row.status_change_number) > since;
    if (row.status === 'ARCHIVED') {
      const removed = since === -1 ? [] : await keysWhere(name, undefined, undefined);
      return { name, added: [], removed, since, till };
    }
    if (statusChangedSince) {
      const added = await activeKeys(name);
      const removed = since === -1 ? [] : await keysWhere(name, 0, since);
      return { name, added, removed, since, till };
    }
    return {
      name,
      added: await keysWhere(name, 1, since),
      removed: await keysWhere(name, 0, since),
      since,
      till,
    };
  }

  async function keysWhere(
    name: string,
    active: 0 | 1 | undefined,
    since: number | undefined,
  ): Promise<string[]> {
    let query = db.selectFrom('flags_segment_key').select('key').where('segment', '=', name);
    if (active !== undefined) query = query.where('active', '=', active);
    if (since !== undefined) query = query.where('change_number', '>', since);
    return (await query.orderBy('key').execute()).map((row) => row.key);
  }

  /** `/memberships/:key` for client-side SDKs: the standard (`ms`) and large (`ls`) segments holding a key. */
  async function memberships(key: string): Promise<{ ms: Membership; ls: Membership }> {
    const rows = await db
      .selectFrom('flags_segment_key as k')
      .innerJoin('flags_segment as s', 's.name', 'k.segment')
      .select(['s.name', 's.kind'])
      .where('k.key', '=', key)
      .where('k.active', '=', 1)
      .where('s.status', '=', 'ACTIVE')
      .orderBy('s.name')
      .execute();
    const latest = await db
      .selectFrom('flags_segment')
      .select(['kind', (eb) => eb.fn.max('change_number').as('cn')])
      .groupBy('kind')
      .execute();
    const cn = (kind: SegmentKind) => Number(latest.find((row) => row.kind === kind)?.cn ?? -1);
    const pick = (kind: SegmentKind) =>
      rows.filter((row) => row.kind === kind).map((row) => ({ n: row.name }));
    return {
      ms: { cn: cn('standard'), k: pick('standard') },
      ls: { cn: cn('large'), k: pick('large') },
    };
  }

  return {
    listSegments,
    getSegment,
    putSegment,
    changeSegment,
    archiveSegment: (name: string) => setStatus(name, 'ARCHIVED'),
    restoreSegment: (name: string) => setStatus(name, 'ACTIVE'),
    segmentChanges,
    memberships,
  };
}

export type SegmentStore = ReturnType<typeof createSegmentStore>;
