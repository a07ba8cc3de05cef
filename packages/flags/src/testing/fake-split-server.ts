import http from 'node:http';
import type { AddressInfo } from 'node:net';

const flag = {
  name: 'top_deal_labels',
  trafficTypeName: 'user',
  seed: 1,
  status: 'ACTIVE',
  killed: false,
  defaultTreatment: 'off',
  changeNumber: 1,
  conditions: [
    {
      conditionType: 'ROLLOUT',
      matcherGroup: {
        combiner: 'AND',
        matchers: [
          { matcherType: 'ALL_KEYS', negate: false, keySelector: { trafficType: 'user' } },
        ],
      },
      partitions: [{ treatment: 'on', size: 100 }],
    },
  ],
};

/** A minimal stand-in for the flag service (the real one lives in infra/flags), recording what the SDK posts. */
export async function startFakeSplitServer(options: { hang?: boolean } = {}) {
  const posts: Array<{ path: string; body: unknown }> = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (options.hang) return; // never answers: the SDK must time out
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json');
      if (request.method === 'POST') {
        posts.push({ path, body: body ? JSON.parse(body) : undefined });
        return response.end();
      }
      if (path.endsWith('/splitChanges')) {
        return response.end(
          JSON.stringify({ ff: { d: [flag], s: -1, t: 1 }, rbs: { d: [], s: -1, t: -1 } }),
        );
      }
      if (path.includes('/memberships/'))
        return response.end(JSON.stringify({ ms: { k: [] }, ls: { k: [] } }));
      response.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/flags/api`,
    posts,
    eventTypes: () =>
      posts
        .filter((post) => post.path.endsWith('/events/bulk'))
        .flatMap((post) =>
          (post.body as Array<{ eventTypeId: string }>).map((event) => event.eventTypeId),
        ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
