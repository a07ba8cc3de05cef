import pg from 'pg';
import type { SyncChangeReader } from './sqlite-change-reader';

/** The notification channel of a catalogue: one per schema, so test schemas never hear each other. */
export const changeChannelPrefix = 'catalogue_changed:';

const readQuery = 'select change_number from catalogue_state where id = 1';
// A notification lost with a dropped connection is caught up by this check.
const recheckMs = 5_000;
const reconnectMs = 1_000;

/**
 * PostgreSQL: the change number as imports announce it (NOTIFY in the import's transaction,
 * delivered at commit), held in memory so a request never waits for a query. The listening
 * backends are signalled while the import commits, before the importer hears that it succeeded,
 * so the notification is normally here before anyone can send a request about the import; a
 * request that overtakes it (racing the commit) gets the previous catalogue. A periodic check and
 * reconnects cover lost connections.
 */
export async function openPgChangeListener(
  connectionString: string,
  onError: (error: unknown) => void,
): Promise<SyncChangeReader> {
  let known = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const take = (value: unknown) => {
    const change = Number(value);
    if (Number.isFinite(change) && change > known) known = change;
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('error', (error) => {
      onError(error);
      if (client === next) reconnectLater();
    });
    await next.connect();
    const schema = String((await next.query('select current_schema() as schema')).rows[0].schema);
    const channel = `${changeChannelPrefix}${schema}`;
    next.on('notification', (message) => {
      if (message.channel === channel) take(message.payload);
    });
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    // Read after LISTEN: an import committed between connecting and listening is not missed.
    take((await next.query(readQuery)).rows[0]?.change_number ?? 0);
    client = next;
  }

  function reconnectLater() {
    const old = client;
    client = null;
    void old?.end().catch(() => undefined);
    if (closed) return;
    setTimeout(() => {
      if (!closed) connect().catch((error) => (onError(error), reconnectLater()));
    }, reconnectMs).unref();
  }

  await connect();
  timer = setInterval(() => {
    client
      ?.query(readQuery)
      .then((result) => take(result.rows[0]?.change_number ?? 0))
      .catch(onError);
  }, recheckMs);
  timer.unref();

  return {
    read: () => known,
    advance: take,
    close: () => {
      closed = true;
      if (timer) clearInterval(timer);
      void client?.end().catch(() => undefined);
    },
  };
}
