import type { ValidEvent } from '../events/event-rules';
import type { ImpressionCountsPayload, ImpressionsPayload } from '../events/impression-rules';
import type { Db } from './rows';

export type Source = { via: 'bulk' | 'beacon'; sdkVersion: string | null };
export type ListQuery = {
  limit: number;
  feature?: string;
  key?: string;
  eventTypeId?: string;
  afterId?: number;
};

const chunkSize = 200;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunkSize)
    await insert(rows.slice(start, start + chunkSize));
}

/** Impressions, impression counts, events and SDK telemetry as they arrive; each post is one transaction. */
export function createTelemetryStore(db: Db) {
  async function addImpressions(payload: ImpressionsPayload, source: Source): Promise<number> {
    const receivedAt = Date.now();
    const rows = payload.flatMap((group) =>
      group.i.map((impression) => ({
        feature: group.f,
        key_name: impression.k,
        treatment: impression.t,
        time: impression.m,
        change_number: impression.c ?? null,
        label: impression.r ?? null,
        bucketing_key: impression.b ?? null,
        previous_time: impression.pt ?? null,
        properties: impression.properties ?? null,
        source: source.via,
        sdk_version: source.sdkVersion,
        received_at: receivedAt,
      })),
    );
    await db
      .transaction()
      .execute((trx) =>
        insertChunks(rows, (chunk) => trx.insertInto('flags_impression').values(chunk).execute()),
      );
    return rows.length;
  }

  async function addImpressionCounts(payload: ImpressionCountsPayload): Promise<number> {
    const receivedAt = Date.now();
    const rows = payload.pf.map((count) => ({
      feature: count.f,
      time_frame: count.m,
      count: count.rc,
      received_at: receivedAt,
    }));
    await db
      .transaction()
      .execute((trx) =>
        insertChunks(rows, (chunk) =>
          trx.insertInto('flags_impression_count').values(chunk).execute(),
        ),
      );
    return rows.length;
  }

  async function addEvents(events: ValidEvent[], source: Source): Promise<number> {
    const receivedAt = Date.now();
    const rows = events.map((event) => ({
      event_type_id: event.eventTypeId,
      traffic_type_name: event.trafficTypeName,
      key: event.key,
      value: event.value,
      timestamp: event.timestamp,
      properties: event.properties ? JSON.stringify(event.properties) : null,
      source: source.via,
      sdk_version: source.sdkVersion,
      received_at: receivedAt,
    }));
    await db
      .transaction()
      .execute((trx) =>
        insertChunks(rows, (chunk) => trx.insertInto('flags_event').values(chunk).execute()),
      );
    return rows.length;
  }

  async function addTelemetry(
    kind: string,
    payload: unknown,
    sdkVersion: string | null,
  ): Promise<void> {
    await db
      .insertInto('flags_telemetry')
      .values({
        kind,
        payload: JSON.stringify(payload),
        sdk_version: sdkVersion,
        received_at: Date.now(),
      })
      .execute();
  }

  /** Newest first; `afterId` pages back from an earlier answer's last id. */
  async function listImpressions(query: ListQuery) {
    let select = db.selectFrom('flags_impression').selectAll();
    if (query.feature) select = select.where('feature', '=', query.feature);
    if (query.key) select = select.where('key_name', '=', query.key);
    if (query.afterId) select = select.where('id', '<', query.afterId);
    const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      feature: row.feature,
      keyName: row.key_name,
      treatment: row.treatment,
      time: Number(row.time),
      changeNumber: row.change_number === null ? null : Number(row.change_number),
      label: row.label,
      bucketingKey: row.bucketing_key,
      previousTime: row.previous_time === null ? null : Number(row.previous_time),
      properties: row.properties,
      source: row.source,
      sdkVersion: row.sdk_version,
      receivedAt: Number(row.received_at),
    }));
  }

  async function listEvents(query: ListQuery) {
    let select = db.selectFrom('flags_event').selectAll();
    if (query.eventTypeId) select = select.where('event_type_id', '=', query.eventTypeId);
    if (query.key) select = select.where('key', '=', query.key);
    if (query.afterId) select = select.where('id', '<', query.afterId);
    const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      eventTypeId: row.event_type_id,
      trafficTypeName: row.traffic_type_name,
      key: row.key,
      value: row.value === null ? null : Number(row.value),
      timestamp: Number(row.timestamp),
      properties:
        row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown>),
      source: row.source,
      sdkVersion: row.sdk_version,
      receivedAt: Number(row.received_at),
    }));
  }

  async function listImpressionCounts(query: ListQuery) {
    let select = db.selectFrom('flags_impression_count').selectAll();
    if (query.feature) select = select.where('feature', '=', query.feature);
    const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      feature: row.feature,
      timeFrame: Number(row.time_frame),
      count: row.count,
    }));
  }

  async function listTelemetry(limit: number) {
    const rows = await db
      .selectFrom('flags_telemetry')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: JSON.parse(row.payload) as unknown,
      receivedAt: Number(row.received_at),
    }));
  }

  return {
    addImpressions,
    addImpressionCounts,
    addEvents,
    addTelemetry,
    listImpressions,
    listEvents,
    listImpressionCounts,
    listTelemetry,
  };
}

export type TelemetryStore = ReturnType<typeof createTelemetryStore>;
