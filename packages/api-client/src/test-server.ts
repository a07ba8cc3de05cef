// Test helper only: a real HTTP server on 127.0.0.1 that records what the client sends.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};
export type Reply = {
  status?: number;
  body?: unknown;
  delayMs?: number;
  headers?: Record<string, string>;
};
export type Route = (request: RecordedRequest, hit: number) => Reply;

export type TestServer = {
  origin: string;
  requests: RecordedRequest[];
  route(method: string, path: string, handler: Route | Reply): void;
  hits(method: string, path: string): number;
  close(): Promise<void>;
};

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, reply: Reply) => {
    if (res.destroyed) return;
    const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(body);
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '/';
      const recorded = {
        method: req.method ?? 'GET',
        url,
        path: url.split('?')[0]!,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const key = `${recorded.method} ${recorded.path}`;
      const handler = routes.get(key);
      const hit = requests.filter((r) => `${r.method} ${r.path}` === key).length;
      const reply = handler
        ? handler(recorded, hit)
        : { status: 404, body: { message: `No route ${key}` } };
      if (!reply.delayMs) return send(res, reply);
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(res, reply);
      }, reply.delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    route(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    hits: (method, path) => requests.filter((r) => r.method === method && r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
