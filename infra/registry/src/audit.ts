import type { Kysely } from 'kysely';
import type { RegistrySchema } from './schema';

export type AuditAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-stop';

/** One audited write: who, when, what (subject), why (reason). */
export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  environment: string;
  channel: string | null;
  subject: unknown;
  reason: string;
};

type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'> & { at?: string };

/** Records a write; call it inside the write's transaction so the audit and the change land together. */
export async function recordAudit(db: Kysely<RegistrySchema>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('registry_audit')
    .values({
      at: entry.at ?? new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      environment: entry.environment,
      channel: entry.channel,
      subject: JSON.stringify(entry.subject),
      reason: entry.reason,
    })
    .execute();
}

/** The audit trail, newest first; `channel` narrows it to one channel's writes. */
export async function listAudit(
  db: Kysely<RegistrySchema>,
  options: { environment: string; channel?: string; limit: number },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('registry_audit')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit);
  // Publishing is environment-independent (artifacts are shared), so it shows in every environment's trail.
  query = query.where((eb) =>
    eb.or([eb('environment', '=', options.environment), eb('action', '=', 'publish')]),
  );
  if (options.channel) query = query.where('channel', '=', options.channel);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    action: row.action as AuditAction,
    subject: JSON.parse(row.subject),
  }));
}
