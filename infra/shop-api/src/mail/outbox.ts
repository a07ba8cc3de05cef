import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { ShopSchema } from '../db/schema';
import type { RenderedMail } from './templates';

export type OutgoingMail = RenderedMail & { channel: string; kind: string; to: string };

const maxAttempts = 5;
const claimTimeoutMs = 5 * 60_000;

/**
 * Mails are written to an outbox table in the same request, then delivered by `deliverPending`
 * (when a transport is configured). Delivery never runs inside a request, so slow SMTP cannot
 * slow answers down or reveal anything through timing.
 */
export function createOutbox(options: {
  db: Kysely<ShopSchema>;
  now: () => number;
  log: FastifyBaseLogger;
  transport?: Transporter;
  from: string;
  /** Log the text (with its links) when nothing delivers it: the development stand-in for a mailbox. */
  logBodies: boolean;
}) {
  const { db, now, log, transport, from } = options;
  let delivering: Promise<void> | undefined;

  async function deliverOne(id: number): Promise<void> {
    const time = now();
    const claim = await db
      .updateTable('shop_mail')
      .set({ claimed_at: time })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) =>
        eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', time - claimTimeoutMs)]),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return;
    const mail = await db
      .selectFrom('shop_mail')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    try {
      await transport!.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await db
        .updateTable('shop_mail')
        .set({ sent_at: now(), attempts: mail.attempts + 1, last_error: null })
        .where('id', '=', id)
        .execute();
      log.info(
        { event: 'mail-sent', mailId: id, kind: mail.kind, channel: mail.channel },
        'mail sent',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('shop_mail')
        .set({ claimed_at: null, attempts: mail.attempts + 1, last_error: message })
        .where('id', '=', id)
        .execute();
      log.error(
        {
          event: 'mail-send-failed',
          mailId: id,
          kind: mail.kind,
          attempt: mail.attempts + 1,
          err: error,
        },
        'mail not sent',
      );
    }
  }

  async function deliverPending(): Promise<void> {
    if (!transport) return;
    const pending = await db
      .selectFrom('shop_mail')
      .select('id')
      .where('sent_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .orderBy('id')
      .limit(50)
      .execute();
    for (const { id } of pending) await deliverOne(id);
  }

  /** Sends what is waiting; concurrent calls share one run. Errors are logged per mail. */
  function deliver(): Promise<void> {
    delivering ??= deliverPending()
      .catch((error) =>
        log.error({ event: 'mail-delivery-failed', err: error }, 'mail delivery run failed'),
      )
      .finally(() => {
        delivering = undefined;
      });
    return delivering;
  }

  return {
    deliver,
    async enqueue(mail: OutgoingMail): Promise<void> {
      const { id } = await db
        .insertInto('shop_mail')
        .values({
          channel: mail.channel,
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          created_at: now(),
          claimed_at: null,
          sent_at: null,
          attempts: 0,
          last_error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      log.info(
        {
          event: 'mail-queued',
          mailId: id,
          kind: mail.kind,
          channel: mail.channel,
          // Addresses and texts only where no real mail goes out: development without SMTP.
          ...(options.logBodies ? { to: mail.to, subject: mail.subject, text: mail.text } : {}),
        },
        'mail queued',
      );
      if (transport) void deliver();
    },

    /** Resolves when no delivery run is in flight (used at shutdown). */
    idle: (): Promise<void> => delivering ?? Promise.resolve(),

    /** The newest mails to an address, for the development outbox endpoint and tests. */
    list(to: string | undefined, limit = 50) {
      let query = db.selectFrom('shop_mail').selectAll().orderBy('id', 'desc').limit(limit);
      if (to) query = query.where('recipient', '=', to);
      return query.execute();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
