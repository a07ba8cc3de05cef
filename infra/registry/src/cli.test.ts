import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli-run';
import { fakeArtifactFiles, startTestRegistry, testToken, type TestRegistry } from './testing';

const workspace = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('release CLI against a registry on a random port', () => {
  let registry: TestRegistry;
  let work: string;

  /** Runs a command in-process and returns its exit code and output. */
  async function cli(args: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, {
      env: { REGISTRY_URL: registry.url, REGISTRY_TOKEN: testToken, ...env },
      cwd: work,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  function writeBuild(folder: string, remote: 'mf_navigation' | 'mf_account') {
    for (const file of fakeArtifactFiles(remote)) {
      fs.mkdirSync(path.dirname(path.join(work, folder, file.path)), { recursive: true });
      fs.writeFileSync(path.join(work, folder, file.path), file.data);
    }
  }

  beforeAll(async () => {
    registry = await startTestRegistry('sqlite');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cli-'));
    writeBuild('dist/1.2.0', 'mf_navigation');
    writeBuild('build', 'mf_navigation');
  });
  afterAll(async () => {
    await registry.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('publishes a built folder, taking the version from its name or --version', async () => {
    const first = await cli(['publish', '--remote', 'mf_navigation', '--dir', 'dist/1.2.0']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Published mf_navigation 1\.2\.0: 4 files/);
    expect(first.out).toContain('manifest   /remotes/mf_navigation/1.2.0/mf-manifest.json');
    expect(
      (await cli(['publish', '--remote', 'mf_navigation', '--dir', 'build', '--version', '1.3.0']))
        .code,
    ).toBe(0);
    const again = await cli(['publish', '--remote', 'mf_navigation', '--dir', 'dist/1.2.0']);
    expect(again).toMatchObject({
      code: 1,
      err: 'Refused (HTTP 409): mf_navigation 1.2.0 is published already; versions are immutable',
    });
    expect((await cli(['versions', 'mf_navigation'])).out).toMatch(/^1\.3\.0 .*\n1\.2\.0 /);
  });

  it('promotes, shows status and history, runs and stops a canary', async () => {
    const promoted = await cli([
      'promote',
      'wallart',
      'mf_navigation@1.2.0',
      '--reason',
      'Launch header',
    ]);
    expect(promoted.code).toBe(0);
    expect(promoted.out).toMatch(
      /^Promoted release set #\d+ on wallart \(development\); it is live now:\n\s+mf_navigation\s+1\.2\.0\s+\/remotes\/mf_navigation\/1\.2\.0\/mf-manifest\.json$/,
    );

    const canary = await cli([
      'canary',
      'wallart',
      'mf_navigation@1.3.0',
      '--percent',
      '10',
      '--reason',
      'Try 1.3',
    ]);
    expect(canary.code).toBe(0);
    const status = await cli(['status', 'wallart']);
    expect(status.out).toMatch(
      /^wallart \(development\)\n {2}active {3}#\d+ {2}promote {2}.*by tester: Launch header\n\s+mf_navigation\s+1\.2\.0/,
    );
    expect(status.out).toMatch(
      /canary {3}#\d+ for 10% of shoppers .*by tester: Try 1\.3\n\s+mf_navigation\s+1\.3\.0/,
    );
    expect((await cli(['status'])).out).toMatch(/kartenliebe \(development\)\n {2}active {3}none/);
    const health = await cli(['health', 'wallart']);
    expect(health.out).toMatch(
      /^wallart \(development\), last 10 min; a canary is stopped above 2\.0 % failing page loads over at least 50\n {2}live #\d+\n\s+mf_navigation\s+1\.2\.0\s+0 of 0 page loads \(0\.0 %\) failed\n {2}canary #\d+ \(10%\)\n\s+mf_navigation\s+1\.3\.0\s+0 of 0 page loads \(0\.0 %\) failed\n {2}healthy so far$/,
    );
    expect(await cli(['canary-stop', 'wallart'])).toMatchObject({
      code: 0,
      out: 'Stopped the canary on wallart; every shopper gets the active set',
    });

    const history = await cli(['history', 'wallart']);
    expect(history.out.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      expect.stringMatching(/^#\d+ .* canary on #\d+ {2}by tester: Try 1\.3$/),
      expect.stringMatching(/^#\d+ .* promote {2}by tester: Launch header {2}\[active\]$/),
    ]);
  });

  it('fails with the server message and exit code 1, or with usage and exit code 2', async () => {
    expect(await cli(['rollback', 'wallart', '--reason', 'oops'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Refused \(HTTP 409\): Nothing to roll back to/),
    });
    expect(
      await cli(['promote', 'wallart', 'mf_navigation@1.2.0', '--reason', 'x'], {
        REGISTRY_TOKEN: 'wrong-token-wrong-token',
      }),
    ).toMatchObject({
      code: 1,
      err: 'Refused (HTTP 401): The registry token is not valid',
    });
    expect(await cli(['promote', 'wallart', 'mf_navigation@1.2.0'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Say why with --reason/),
    });
    expect(await cli(['promote', 'shop', 'mf_navigation@1.2.0', '--reason', 'x'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Unknown channel "shop"; use one of: wallart, kartenliebe/),
    });
    const closed = await closedPort();
    expect(await cli(['status'], { REGISTRY_URL: `http://127.0.0.1:${closed}` })).toMatchObject({
      code: 1,
      err: `Failed: Could not reach the registry at http://127.0.0.1:${closed}: ECONNREFUSED. Is it running?`,
    });
  });

  it('runs as a process: the refusal on stderr, nothing on stdout, exit code 1', async () => {
    const env = { ...process.env, REGISTRY_URL: registry.url, REGISTRY_TOKEN: testToken };
    const refused = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli.ts',
        'promote',
        'wallart',
        'mf_navigation@9.9.9',
        '--reason',
        'x',
      ],
      { cwd: workspace, env },
    ).then(
      () => 'exited with 0',
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(refused).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'Refused (HTTP 422): mf_navigation 9.9.9 is not published; publish it first (npm run publish in mf-navigation)\n',
    });
  }, 20_000);
});
