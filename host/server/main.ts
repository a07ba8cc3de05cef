import { runService } from '@shop/server-kit';
import { readEdgeConfig } from './config';
import { buildEdgeServer } from './app';

const app = await buildEdgeServer(readEdgeConfig());
const address = await runService(app, 8080);
app.log.info({ event: 'edge-started', address }, `shop at ${address}`);
