import { openDatabase } from '@shop/db';
import { openSharedRedis, runService } from '@shop/server-kit';
import { loadContentTokens } from './config/tokens';
import { countStories, seedContent } from './seed-content';
import { createContentService } from './service';
import type { ContentSchema } from './store/schema';
import { prepareContentDatabase } from './store/spaces';

const database = openDatabase<ContentSchema>();
await prepareContentDatabase(database.db);
const redis = openSharedRedis();
const app = createContentService({ db: database.db, tokens: loadContentTokens(), redis });
redis?.client.on('error', (error: Error) =>
  app.log.error({ event: 'redis-error', reason: error.message }, 'Redis connection failed'),
);
// A fresh database gets the seeded content so the site has pages on first start.
if ((await countStories(database.db)) === 0) {
  const summary = await seedContent(database.db);
  app.log.info({ event: 'content-seeded', summary }, 'seeded content into an empty database');
}
const address = await runService(app, 8083, async () => {
  await database.close();
  await redis?.close();
});
app.log.info({ event: 'content-service-started', address, dialect: database.dialect });
