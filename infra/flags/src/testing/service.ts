import fs from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@shop/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildFlagsApp, type FlagsAppOptions } from '../app';

export const adminToken = 'test-admin-token';
export const sdkKey = 'test-sdk-key';

export const conformanceDir = new URL('../../conformance/', import.meta.url);
export const readConformance = (file: string): any =>
  JSON.parse(fs.readFileSync(new URL(file, conformanceDir), 'utf8'));

export type RunningService = {
  app: FastifyInstance;
  address: string;
  /** The SDK protocol root: what `urls.sdk`, `urls.events`, `urls.auth` and `urls.telemetry` point at. */
  api: string;
  admin: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>;
  sdk: (path: string, init?: RequestInit) => Promise<Response>;
  database: TestDatabase<unknown>;
  close: () => Promise<void>;
};

/** The flag service on 127.0.0.1 (port 0) over a fresh database of the given dialect. */
export async function startService(
  dialect: 'sqlite' | 'postgres',
  options: Partial<FlagsAppOptions> = {},
  database?: TestDatabase<unknown>,
): Promise<RunningService> {
  const db = database ?? (await createTestDatabase<unknown>(dialect));
  const app = await buildFlagsApp({
    database: db,
    adminToken,
    sdkKeys: [sdkKey],
    logLevel: 'silent',
    ...options,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const prefix = options.basePath ?? '/flags';
  const api = `${address}${prefix}/api`;
  return {
    app,
    address,
    api,
    database: db,
    admin: async (method, path, body) => {
      const response = await fetch(`${address}${prefix}/admin${path}`, {
        method,
        headers: {
          authorization: `Bearer ${adminToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : undefined };
    },
    sdk: (path, init = {}) =>
      fetch(`${api}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${sdkKey}`, ...(init.headers ?? {}) },
      }),
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** Waits until `check` passes (SDK polling is asynchronous), failing with the last error after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
