import type { Kysely } from 'kysely';
import type { CatalogueSchema } from '../db/schema';
import { CatalogueIndex } from './catalogue-index';
import { changeNumberReader, loadCatalogue } from './catalogue-store';
import { createChangeWatcher } from './change-watcher';
import type { SyncChangeReader } from './sqlite-change-reader';

/** The current catalogue in memory, reloaded when the stored change number moves on. */
export class CatalogueState {
  private index: CatalogueIndex | null = null;
  private loading: Promise<CatalogueIndex> | null = null;
  private turnChange: number | null = null;
  private readonly changeNumber: () => Promise<number>;

  /**
   * `syncReader` gives the change number without waiting: on SQLite one prepared read on a
   * read-only connection, on PostgreSQL the number the change listener holds in memory. Without
   * one (a database given without its URL) reads are coalesced queries. `onStale` hears of a
   * failed check, after which the last loaded catalogue is served.
   */
  constructor(
    private readonly db: Kysely<CatalogueSchema>,
    private readonly syncReader: SyncChangeReader | null = null,
    private readonly onStale: (error: unknown) => void = () => undefined,
  ) {
    this.changeNumber = createChangeWatcher(changeNumberReader(db));
  }

  /** The catalogue as of this call: an import committed before it is always included. */
  current(): CatalogueIndex | Promise<CatalogueIndex> {
    // The SQLite path answers without a promise when nothing changed: the hot path stays synchronous.
    if (this.syncReader) {
      let change: number;
      try {
        change = this.readInThisTurn(this.syncReader);
      } catch (error) {
        return this.stale(error);
      }
      if (this.index && this.index.changeNumber >= change) return this.index;
      return this.catchUp(change).catch((error: unknown) => this.stale(error));
    }
    return this.changeNumber()
      .then((change) => this.catchUp(change))
      .catch((error: unknown) => this.stale(error));
  }

  /**
   * One read per event-loop turn: every request handled in this turn arrived before the turn began,
   * so a read made in it still sees every import committed before any of them was sent.
   */
  private readInThisTurn(reader: SyncChangeReader): number {
    if (this.turnChange === null) {
      this.turnChange = reader.read();
      setImmediate(() => {
        this.turnChange = null;
      });
    }
    return this.turnChange;
  }

  /** Called after an import in this process: the next request sees its change number. */
  changed(changeNumber?: number): void {
    if (changeNumber !== undefined) this.syncReader?.advance?.(changeNumber);
    this.turnChange = null;
  }

  /** A database hiccup must not take prices offline: serve the last catalogue, or fail when there is none. */
  private stale(error: unknown): CatalogueIndex {
    if (!this.index) throw error;
    this.onStale(error);
    return this.index;
  }

  private async catchUp(change: number): Promise<CatalogueIndex> {
    let index = this.index;
    while (!index || index.changeNumber < change) index = await this.reload();
    return index;
  }

  private reload(): Promise<CatalogueIndex> {
    this.loading ??= loadCatalogue(this.db)
      .then(({ document, changeNumber }) => {
        if (!this.index || this.index.changeNumber < changeNumber)
          this.index = new CatalogueIndex(document, changeNumber);
        return this.index;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
