import { afterEach, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import Fastify from 'fastify';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import { migrateToLatest } from '@shop/db';
import type { ShopSchema } from '../db/schema';
import { shopMigrations } from '../db/migrations';
import { createOutbox } from './outbox';

describe('outbox delivery', () => {
  let database: TestDatabase<ShopSchema> | undefined;
  afterEach(async () => database?.close());

  async function setup(send: (mail: unknown) => Promise<void>) {
    database = await createTestDatabase<ShopSchema>('sqlite');
    await migrateToLatest(database.db, 'shop', shopMigrations('sqlite'));
    const sent: Array<{ to: string; subject: string }> = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: { to: string; subject: string }) => {
      await send(mail);
      sent.push({ to: mail.to, subject: mail.subject });
      return original(mail);
    }) as typeof transport.sendMail;
    const outbox = createOutbox({
      db: database.db,
      now: Date.now,
      log: Fastify({ logger: { level: 'silent' } }).log,
      transport,
      from: 'Shop <shop@example.com>',
      logBodies: false,
    });
    return { outbox, sent, db: database.db };
  }
  const mail = {
    channel: 'wallart',
    kind: 'password-reset',
    to: 'a@example.com',
    subject: 'Hi',
    text: 'Link',
    html: '<p>Link</p>',
  };

  it('sends a queued mail through the transport once and marks it sent', async () => {
    const { outbox, sent, db } = await setup(async () => undefined);
    await outbox.enqueue(mail);
    await outbox.deliver();
    await outbox.deliver();
    expect(sent).toEqual([{ to: 'a@example.com', subject: 'Hi' }]);
    const row = await db.selectFrom('shop_mail').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).toEqual(expect.any(Number));
    expect(row.attempts).toBe(1);
  });

  it('keeps a mail the transport refused, with the error, for the next run', async () => {
    let fail = true;
    const { outbox, sent, db } = await setup(async () => {
      if (fail) throw new Error('SMTP 451 try later');
    });
    await outbox.enqueue(mail);
    await outbox.deliver();
    let row = await db.selectFrom('shop_mail').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'SMTP 451 try later',
      claimed_at: null,
    });
    fail = false;
    await outbox.deliver();
    row = await db.selectFrom('shop_mail').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(sent).toHaveLength(1);
  });
});
