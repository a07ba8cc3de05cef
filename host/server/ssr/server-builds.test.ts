import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createServerBuilds } from './server-builds';

function recordingLog() {
  const errors: Record<string, unknown>[] = [];
  const log = {
    info: () => undefined,
    error: (line: Record<string, unknown>) => errors.push(line),
  };
  return { log: log as unknown as FastifyBaseLogger, errors };
}
const { log } = recordingLog();

/** A server build as the remote kit writes it: CommonJS, its default export the module map. */
const buildUsing = (request: string) =>
  `const shared = require(${JSON.stringify(request)});
   exports.default = { './Header': function Header() { return typeof shared; } };`;

describe('remote server builds', () => {
  it('evaluates a pinned version once, with the shared packages the page shares', async () => {
    const read = vi.fn(async (key: string) =>
      key === 'mf_navigation/1.0.0/server/remote.cjs' ? Buffer.from(buildUsing('react')) : null,
    );
    const builds = createServerBuilds(read, {}, log);
    const first = await builds.get('mf_navigation', '1.0.0');
    expect(typeof first?.['./Header']).toBe('function');
    expect(await builds.get('mf_navigation', '1.0.0')).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('hands over the shop singletons of the shell, not a second copy', async () => {
    const bus = { marker: 'the shell’s bus' };
    const code = `exports.default = { './Page': function Page() { return require('@shop/bus').marker; } };`;
    const builds = createServerBuilds(async () => Buffer.from(code), { '@shop/bus': bus }, log);
    const page = (await builds.get('mf_cms_page', '2.0.0'))!['./Page'] as unknown as () => string;
    expect(page()).toBe('the shell’s bus');
  });

  it('waits for a build that gets ready first, which exports the promise of its modules', async () => {
    const code = `exports.default = new Promise((resolve) =>
      setTimeout(() => resolve({ './Page': function Page() { return 'ready'; } }), 5));`;
    const builds = createServerBuilds(async () => Buffer.from(code), {}, log);
    const page = (await builds.get('mf_cms_page', '3.0.0'))!['./Page'] as unknown as () => string;
    expect(page()).toBe('ready');
  });

  it('loads nothing for a version without a server build, and refuses a build that asks for more than the page shares', async () => {
    const { log: watching, errors } = recordingLog();
    const builds = createServerBuilds(
      async (key) => (key.startsWith('old/') ? null : Buffer.from(buildUsing('node:fs'))),
      {},
      watching,
    );
    expect(await builds.get('old', '1.0.0')).toBeNull();
    expect(await builds.get('greedy', '1.0.0')).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({ event: 'hybrid-ssr-error', phase: 'load', remote: 'greedy' }),
    ]);
    expect(String((errors[0]!.err as Error).message)).toContain(
      'asks for node:fs, which the edge does not share',
    );
  });
});
