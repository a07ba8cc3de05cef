import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createManifestCache } from './remote-manifests';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
};

function recordingLog() {
  const warnings: Record<string, unknown>[] = [];
  const log = { warn: (line: Record<string, unknown>) => warnings.push(line) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

describe('manifest cache', () => {
  it('reads a published version once: versions never change', async () => {
    const read = vi.fn(async () => Buffer.from(JSON.stringify(manifest)));
    const manifestOf = createManifestCache(read, recordingLog().log);
    await manifestOf('mf_navigation', '1.0.0');
    expect(await manifestOf('mf_navigation', '1.0.0')).toMatchObject({ exposes: [] });
    expect(read).toHaveBeenCalledTimes(1);
    await manifestOf('mf_navigation', '1.1.0');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('logs an unreadable version once and tries it again after a while', async () => {
    let now = 0;
    let stored: Buffer | null = null;
    const read = vi.fn(async () => stored);
    const { log, warnings } = recordingLog();
    const manifestOf = createManifestCache(read, log, { retryAfterMs: 1000, now: () => now });
    expect(await manifestOf('mf_account', '2.0.0')).toBeNull();
    expect(await manifestOf('mf_account', '2.0.0')).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
    now = 1500;
    expect(await manifestOf('mf_account', '2.0.0')).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual([
      expect.objectContaining({
        event: 'preload-manifest-unavailable',
        remote: 'mf_account',
        version: '2.0.0',
      }),
    ]);
    stored = Buffer.from(JSON.stringify(manifest));
    now = 3000;
    expect(await manifestOf('mf_account', '2.0.0')).not.toBeNull();
  });

  it('treats a damaged manifest as unreadable', async () => {
    const { log, warnings } = recordingLog();
    const manifestOf = createManifestCache(async () => Buffer.from('{"exposes":'), log);
    expect(await manifestOf('mf_cms_page', '1.0.0')).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
