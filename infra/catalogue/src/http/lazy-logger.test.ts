import { Writable } from 'node:stream';
import { createServer } from '@shop/server-kit';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-logger';

function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = createServer({ name: 'test', fastify: { logger: { level: 'info', stream } } });
  return { app, lines };
}

describe('lazyChildLogger', () => {
  it('logs with the request id when a request logs, and builds no child logger otherwise', async () => {
    const { app, lines } = appWithLog();
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => (children++, child(...args));
    app.get('/quiet', { childLoggerFactory: lazyChildLogger }, async () => 'ok');
    app.get('/loud', { childLoggerFactory: lazyChildLogger }, async (request) => {
      request.log.warn({ event: 'something' }, 'said something');
      throw new Error('broken');
    });
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(children).toBe(0);
    expect((await app.inject('/loud')).statusCode).toBe(500);
    expect(children).toBe(1);
    expect(lines.map((line) => [line.msg, typeof line.reqId])).toEqual([
      ['said something', 'string'],
      ['request failed', 'string'],
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
  });
});
