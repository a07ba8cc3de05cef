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

const manifestReads = (read: { mock: { calls: unknown[][] } }) =>
  read.mock.calls.filter(([, , file]) => file === 'mf-manifest.json').length;

describe('manifest cache', () => {
  it('reads a published version once: versions never change', async () => {
    const read = vi.fn(async (_remote: string, _version: string, file: string) =>
      file === 'mf-manifest.json' ? Buffer.from(JSON.stringify(manifest)) : null,
    );
    const manifestOf = createManifestCache(read, recordingLog().log);
    await manifestOf('mf_navigation', '1.0.0');
    expect(await manifestOf('mf_navigation', '1.0.0')).toMatchObject({ exposes: [] });
    expect(manifestReads(read)).toBe(1);
    await manifestOf('mf_navigation', '1.1.0');
    expect(manifestReads(read)).toBe(2);
  });

  it('logs an unreadable version once and tries it again after a while', async () => {
    let now = 0;
    let stored: Buffer | null = null;
    const read = vi.fn(async (_remote: string, _version: string, file: string) =>
      file === 'mf-manifest.json' ? stored : null,
    );
    const { log, warnings } = recordingLog();
    const manifestOf = createManifestCache(read, log, { retryAfterMs: 1000, now: () => now });
    expect(await manifestOf('mf_account', '2.0.0')).toBeNull();
    expect(await manifestOf('mf_account', '2.0.0')).toBeNull();
    expect(manifestReads(read)).toBe(1);
    now = 1500;
    expect(await manifestOf('mf_account', '2.0.0')).toBeNull();
    expect(manifestReads(read)).toBe(2);
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

  it('reads the files of the blocks a version loads on their own, and none where it has none', async () => {
    const blocks = { Teaser: { js: ['280.af1160ca.js'], css: ['280.9685dcab.css'] } };
    const files: Record<string, unknown> = {
      'mf-manifest.json': manifest,
      'block-chunks.json': blocks,
    };
    const manifestOf = createManifestCache(
      async (_remote, version, file) =>
        version === '1.0.0' && file in files ? Buffer.from(JSON.stringify(files[file])) : null,
      recordingLog().log,
    );
    expect(await manifestOf('mf_cms_page', '1.0.0')).toMatchObject({ blocks });
    const older = createManifestCache(
      async (_remote, _version, file) =>
        file === 'mf-manifest.json' ? Buffer.from(JSON.stringify(manifest)) : null,
      recordingLog().log,
    );
    expect(await older('mf_cms_page', '0.9.0')).toMatchObject({ blocks: {} });
  });

  it('treats a block file outside the version folder as unreadable', async () => {
    const { log, warnings } = recordingLog();
    const manifestOf = createManifestCache(
      async (_remote, _version, file) =>
        Buffer.from(
          JSON.stringify(
            file === 'mf-manifest.json' ? manifest : { Teaser: { js: ['../../evil.js'], css: [] } },
          ),
        ),
      log,
    );
    expect(await manifestOf('mf_cms_page', '1.0.0')).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('treats a damaged manifest as unreadable', async () => {
    const { log, warnings } = recordingLog();
    const manifestOf = createManifestCache(async () => Buffer.from('{"exposes":'), log);
    expect(await manifestOf('mf_cms_page', '1.0.0')).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
