import { runService } from '@shop/server-kit';
import { buildCatalogueService } from './app';

const app = await buildCatalogueService();
await runService(app, 8086);
