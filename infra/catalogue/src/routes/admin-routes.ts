import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError, unauthorized } from '@shop/server-kit';
import type { CatalogueSchema } from '../db/schema';
import { CatalogueImportError, importCatalogue } from '../store/catalogue-store';

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** POST /catalogue-admin/import: the import CLI's document over HTTP, with a bearer token. Internal: the edge does not proxy it. */
export function registerAdminRoutes(
  app: FastifyInstance,
  db: Kysely<CatalogueSchema>,
  token: string | null,
  onImported: (changeNumber: number) => void,
): void {
  app.post('/catalogue-admin/import', { bodyLimit: 20 * 1024 * 1024 }, async (request) => {
    if (!token) throw new HttpError(503, 'The admin API is off: set CATALOGUE_ADMIN_TOKEN');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token))
      throw unauthorized('A valid admin token is needed (Authorization: Bearer …)');
    try {
      const result = await importCatalogue(db, request.body);
      onImported(result.changeNumber);
      request.log.info({ event: 'catalogue-imported', ...result }, 'catalogue imported');
      return result;
    } catch (error) {
      if (!(error instanceof CatalogueImportError)) throw error;
      throw new HttpError(400, 'Nothing imported: the catalogue has problems', {
        code: 'invalid-catalogue',
        errors: error.problems.map((problem) => ({
          field: problem.split(':')[0] ?? '(file)',
          message: problem,
        })),
      });
    }
  });
}
