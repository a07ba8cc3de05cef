import crypto from 'node:crypto';
import type { RegistryDb } from '../schema';
import type { Person } from './people';

export type SessionLifetimes = { idleMs: number; absoluteMs: number };

/** An hour without activity, eight hours at most: a working day's shift, then log in again. */
export const defaultSessionLifetimes: SessionLifetimes = {
  idleMs: 60 * 60_000,
  absoluteMs: 8 * 60 * 60_000,
};

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const randomToken = () => crypto.randomBytes(32).toString('base64url');

export type ConsoleSessionRecord = { person: Person; csrfToken: string };

/** Console sessions in the database, so every registry instance knows them; the cookie holds a 256-bit id. */
export function createSessionStore(db: RegistryDb, lifetimes: SessionLifetimes, now: () => number) {
  return {
    async start(
      personId: number,
    ): Promise<{ id: string; csrfToken: string; maxAgeSeconds: number }> {
      const time = now();
      const id = randomToken();
      const csrfToken = randomToken();
      const idleExpiresAt = Math.min(time + lifetimes.idleMs, time + lifetimes.absoluteMs);
      await db
        .insertInto('registry_session')
        .values({
          id_hash: sha256(id),
          person_id: personId,
          csrf_token: csrfToken,
          created_at: time,
          idle_expires_at: idleExpiresAt,
          absolute_expires_at: time + lifetimes.absoluteMs,
        })
        .execute();
      return { id, csrfToken, maxAgeSeconds: Math.floor((idleExpiresAt - time) / 1000) };
    },

    /** The live session's person and CSRF token (sliding its idle expiry), or null. */
    async find(id: string): Promise<ConsoleSessionRecord | null> {
      const time = now();
      const row = await db
        .selectFrom('registry_session as s')
        .innerJoin('registry_person as p', 'p.id', 's.person_id')
        .select([
          'p.id',
          'p.name',
          'p.role',
          'p.disabled_at',
          's.csrf_token',
          's.absolute_expires_at',
        ])
        .where('s.id_hash', '=', sha256(id))
        .where('s.idle_expires_at', '>', time)
        .where('s.absolute_expires_at', '>', time)
        .where('p.disabled_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      await db
        .updateTable('registry_session')
        .set({ idle_expires_at: Math.min(time + lifetimes.idleMs, row.absolute_expires_at) })
        .where('id_hash', '=', sha256(id))
        .execute();
      return {
        person: { id: row.id, name: row.name, role: row.role as Person['role'], disabled: false },
        csrfToken: row.csrf_token,
      };
    },

    async end(id: string): Promise<void> {
      await db.deleteFrom('registry_session').where('id_hash', '=', sha256(id)).execute();
    },

    async deleteExpired(): Promise<void> {
      const time = now();
      await db
        .deleteFrom('registry_session')
        .where((eb) =>
          eb.or([eb('idle_expires_at', '<=', time), eb('absolute_expires_at', '<=', time)]),
        )
        .execute();
    },
  };
}
export type ConsoleSessionStore = ReturnType<typeof createSessionStore>;
