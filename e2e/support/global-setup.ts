import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/stack/stack';
import { buildBrokenRemoteFixture } from './broken-remote';

/** Starts the composed shop once for all specs, on E2E_PORT, with its own empty database. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const log = fs.createWriteStream(path.join(dataDir, 'services.log'));
  buildBrokenRemoteFixture();
  const stack = await startStack({
    port: Number(process.env.E2E_PORT),
    servicePorts: 'free',
    databaseUrl: `file:${path.join(dataDir, 'shop.sqlite')}`,
    dataDir,
    output: log,
    // Without E2E_REMOTE_TIMEOUT_MS, the production slot time-out: a busy machine must not turn a slow header into its fallback.
    remoteTimeoutMs: process.env.E2E_REMOTE_TIMEOUT_MS
      ? Number(process.env.E2E_REMOTE_TIMEOUT_MS)
      : undefined,
    flagsReadyTimeoutMs: Number(process.env.E2E_FLAGS_READY_TIMEOUT_MS ?? 3000),
    // Every browser test reaches the shop API from 127.0.0.1; its per-address limits are proven by its own tests.
    serviceEnv: {
      'shop-api': {
        SHOP_LOGIN_MAX_FAILURES: '100',
        SHOP_RESET_MAX_REQUESTS: '100',
        SHOP_SIGNUP_MAX_REQUESTS: '100',
        SHOP_NEWSLETTER_MAX_REQUESTS: '100',
        SHOP_GIFT_VOUCHER_MAX_ORDERS: '100',
        SHOP_VOUCHER_MAX_ATTEMPTS: '100',
        SHOP_CONTACT_MAX_MESSAGES: '100',
      },
      flags: { FLAGS_INGEST_IP_PER_MINUTE: '100000' },
      // The 100 ms slot budget is a shopper's wait on a production edge; specs check what a server
      // render shows, which a busy test machine may take longer for (the budget has its own tests).
      edge: { EDGE_SSR_SLOT_BUDGET_MS: '400' },
      registry: { REGISTRY_HEALTH_REPORTS_PER_MINUTE: '100000' },
    },
  });
  process.env.E2E_REGISTRY_URL = stack.registryUrl;
  process.env.E2E_CONTENT_URL = `http://127.0.0.1:${stack.ports.content}`;
  process.env.E2E_REGISTRY_TOKEN = stack.registryToken;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_REMOTE_TIMEOUT_MS = String(stack.remoteTimeoutMs);
  process.env.E2E_FLAGS_READY_TIMEOUT_MS ??= '3000';
  process.env.E2E_FLAGS_ADMIN_URL = stack.flagsAdminUrl;
  process.env.E2E_FLAGS_ADMIN_TOKEN = stack.flagsAdminToken;
  return async () => {
    await stack.stop();
    log.end();
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
