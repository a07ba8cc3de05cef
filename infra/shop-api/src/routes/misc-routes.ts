import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput } from '@shop/server-kit';
import type { Services } from '../services';
import { currentSession, issueCookies } from '../http/session-state';
import { randomToken } from '../auth/crypto';
import { contextOf } from '../http/request-state';
import { buildOpenApiDocument } from '../api/openapi';

const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function registerMiscRoutes(app: FastifyInstance, services: Services): void {
  // A token for X-CSRF-Token; also sets the session and CSRF cookies when the visitor has none yet.
  app.get('/web-api/csrf-token', async (request, reply) => {
    contextOf(request);
    const { sessionId, active } = await currentSession(services, request);
    const maxAge = active
      ? (active.idleExpiresAt - services.now()) / 1000
      : services.config.session.idleMs / 1000;
    return { csrfToken: issueCookies(services, reply, sessionId ?? randomToken(), maxAge) };
  });

  let document: unknown;
  app.get(
    '/web-api/openapi.json',
    async () => (document ??= buildOpenApiDocument({ production: services.config.production })),
  );

  app.get('/web-api/health', async () => {
    await sql`select 1`.execute(services.db);
    return { status: 'ok' };
  });

  if (services.config.production) return;

  // Development only: the mails a real mailbox would get, newest first, with the links pulled out.
  app.get('/web-api/dev/outbox', async (request) => {
    const query = parseInput(outboxQuery, request.query ?? {}, 'query');
    const mails = await services.outbox.list(query.to, query.limit);
    return {
      mails: mails.map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        links: mail.text_body.match(/https?:\/\/\S+/g) ?? [],
        createdAt: new Date(mail.created_at).toISOString(),
        sentAt: mail.sent_at === null ? null : new Date(mail.sent_at).toISOString(),
      })),
    };
  });
}
