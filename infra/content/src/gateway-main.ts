import { openSharedRedis, runService } from '@shop/server-kit';
import { createGateway } from './gateway/gateway';
import { gatewayOptionsFromEnv } from './gateway/options';

const options = gatewayOptionsFromEnv();
const redis = openSharedRedis();
const app = createGateway({ ...options, redis });
redis?.client.on('error', (error: Error) =>
  app.log.error({ event: 'redis-error', reason: error.message }, 'Redis connection failed'),
);
const address = await runService(app, 8084, async () => redis?.close());
app.log.info({
  event: 'content-gateway-started',
  address,
  contentApiUrl: options.contentApiUrl,
  freshMs: options.freshMs,
  drafts: options.drafts,
  sharedCache: Boolean(redis),
});
