import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import type { ContentTokens } from './config/tokens';
import { createGateway } from './gateway/gateway';
import type { GatewayOptions } from './gateway/options';
import { createContentService, type ContentServiceOptions } from './service';
import type { ContentSchema } from './store/schema';
import { prepareContentDatabase } from './store/spaces';

/** Fixed, clearly non-secret tokens for tests. */
export const testTokens: ContentTokens = {
  management: 'test-management-token-not-secret',
  spaces: {
    wallart: { public: 'test-wallart-public-token', preview: 'test-wallart-preview-token' },
    kartenliebe: {
      public: 'test-kartenliebe-public-token',
      preview: 'test-kartenliebe-preview-token',
    },
  },
};

export type RunningContentService = {
  app: FastifyInstance;
  database: TestDatabase<ContentSchema>;
  /** Origin, e.g. http://127.0.0.1:41234 (the CDN API is below /v2). */
  url: string;
  close(): Promise<void>;
};

/** A content service on a fresh database, listening on 127.0.0.1 with a random port. */
export async function startTestContentService(
  dialect: 'sqlite' | 'postgres',
  options: Partial<ContentServiceOptions> & { beforeListen?: (app: FastifyInstance) => void } = {},
): Promise<RunningContentService> {
  const database = await createTestDatabase<ContentSchema>(dialect);
  await prepareContentDatabase(database.db);
  const app = createContentService({
    db: database.db,
    tokens: testTokens,
    logLevel: 'silent',
    ...options,
  });
  options.beforeListen?.(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Calls the management API of a running service. */
export async function manage(
  url: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: testTokens.management,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** Gateway options for tests: short cache times, open drafts, the test tokens. */
export function testGatewayOptions(
  contentApiUrl: string,
  overrides: Partial<GatewayOptions> = {},
): GatewayOptions {
  return {
    contentApiUrl,
    tokens: testTokens.spaces,
    freshMs: 200,
    staleWhileRevalidateMs: 1000,
    revalidateWaitMs: 1000,
    staleIfErrorMs: 24 * 60 * 60 * 1000,
    maxEntries: 1000,
    timeoutMs: 2000,
    defaultVersion: 'published',
    drafts: 'open',
    logLevel: 'silent',
    ...overrides,
  };
}

/** A gateway listening on 127.0.0.1 with a random port. */
export async function startTestGateway(
  contentApiUrl: string,
  overrides: Partial<GatewayOptions> = {},
) {
  const app = createGateway(testGatewayOptions(contentApiUrl, overrides));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, close: () => app.close() };
}
