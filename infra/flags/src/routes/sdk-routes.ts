import type { FastifyInstance } from 'fastify';
import { badRequest } from '@shop/server-kit';
import { flagSetPattern, maxKeyLength, namePattern } from '../definitions/patterns';
import { integerParam, listParam } from '../http/query';
import { requireSdkKey } from '../http/tokens';
import type { SegmentStore } from '../store/segment-store';
import type { createSplitChangesReader } from '../store/split-changes';

type Options = {
  sdkKeys: string[];
  splitChanges: ReturnType<typeof createSplitChangesReader>;
  segments: SegmentStore;
};
type Query = Record<string, unknown>;

/** The read side of Split's SDK protocol (`urls.sdk` and `urls.auth` point at this plugin's prefix). */
export async function sdkRoutes(
  app: FastifyInstance,
  { sdkKeys, splitChanges, segments }: Options,
) {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS' && !request.url.includes('/version'))
      requireSdkKey(request, sdkKeys);
  });

  app.get('/version', async () => ({ service: 'flags' }));

  app.get('/splitChanges', async (request, reply) => {
    const query = request.query as Query;
    const sets = listParam(query, 'sets');
    const badSet = sets.find((set) => !flagSetPattern.test(set));
    if (badSet !== undefined)
      throw badRequest(`sets: "${badSet}" is not a flag set name (lowercase letters, digits, "_")`);
    const body = await splitChanges.body({
      since: integerParam(query, 'since', -1),
      rbSince: integerParam(query, 'rbSince', -1),
      spec: typeof query.s === 'string' ? query.s : '1.1',
      filter: {
        sets: [...new Set(sets)].sort(),
        names: listParam(query, 'names'),
        prefixes: listParam(query, 'prefixes'),
      },
    });
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(body);
  });

  app.get('/segmentChanges/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!namePattern.test(name))
      throw badRequest(`segment name: "${name.slice(0, 60)}" is not a valid segment name`);
    const since = integerParam(request.query as Query, 'since', -1);
    return reply
      .header('Cache-Control', 'no-cache')
      .send(await segments.segmentChanges(name, since));
  });

  app.get('/memberships/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (key === '' || key.length > maxKeyLength)
      throw badRequest(`key: must be 1 to ${maxKeyLength} characters, got ${key.length}`);
    return reply.header('Cache-Control', 'no-cache').send(await segments.memberships(key));
  });

  // Streaming is not offered: SDKs that ask are told to keep polling.
  app.get('/v2/auth', async () => ({ pushEnabled: false, token: '' }));
}
