import { runService } from '@shop/server-kit';
import { createGateway } from './gateway/gateway';
import { gatewayOptionsFromEnv } from './gateway/options';

const options = gatewayOptionsFromEnv();
const app = createGateway(options);
const address = await runService(app, 8084);
app.log.info({
  event: 'content-gateway-started',
  address,
  contentApiUrl: options.contentApiUrl,
  freshMs: options.freshMs,
  drafts: options.drafts,
});
