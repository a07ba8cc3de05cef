// Test helper only: an edge configuration whose services all live at one stand-in URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { developmentHostTable } from '@shop/catalogue';
import type { EdgeConfig } from '../config';

/** A built-shell stand-in: an assets manifest and one script. */
export function testAssetsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-assets-'));
  fs.writeFileSync(
    path.join(dir, 'assets-manifest.json'),
    JSON.stringify({ publicPath: '/assets/', entries: { main: { js: ['main.abc.js'], css: [] } } }),
  );
  fs.writeFileSync(
    path.join(dir, 'main.abc.js'),
    `console.log(${JSON.stringify('shell '.repeat(400))})`,
  );
  return dir;
}

/** Production settings with every service at `servicesUrl`. */
export function testEdgeConfig(
  servicesUrl: string,
  overrides: Partial<EdgeConfig> = {},
): EdgeConfig {
  return {
    environment: 'production',
    registryUrl: servicesUrl,
    shopApiUrl: servicesUrl,
    contentGatewayUrl: servicesUrl,
    flagsUrl: servicesUrl,
    catalogueUrl: servicesUrl,
    assetsDir: testAssetsDir(),
    remoteTimeoutMs: 4000,
    hostTable: developmentHostTable,
    integrations: { googleClientId: null, recaptchaSiteKey: null },
    flags: { sdkKey: 'test-browser-key', readyTimeoutMs: 10_000 },
    trustProxy: false,
    ...overrides,
  };
}

/** A logger that drops everything, for modules that take one. */
export const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

/** The registry's answer for a channel's live release set: one set, no canary. */
export function serveReleaseSet(
  services: FastifyInstance,
  set: { id?: number; environment?: string; remotes?: Record<string, unknown> } = {},
): void {
  services.get('/api/channels/:channel/active', async (request) => ({
    id: set.id ?? 1,
    channel: (request.params as { channel: string }).channel,
    environment: set.environment ?? 'production',
    remotes: set.remotes ?? {},
    canary: null,
  }));
}
