import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { copyRepository } from '../../support/temp-repo';
import { untilEdgeServes } from '../../support/registry';
import { createRegistryClient } from '@shop/registry';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Run = { status: number; output: string };

/** Runs a command the way a remote team types it, in the throwaway copy. */
function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 240_000,
  });
  return { status: result.status ?? 1, output: `${result.stdout}\n${result.stderr}` };
}

/** `npm start` of the copy with only the registry and the edge, on free ports; resolves with its URLs. */
function startCopyStack(
  dir: string,
  port: number,
): Promise<{ process: ChildProcess; registryUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      SHOP_SERVICE_PORTS: 'free',
      SHOP_SERVICES: 'registry,edge',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const registryUrl = /release registry\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (registryUrl) resolve({ process: child, registryUrl });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) =>
      reject(new Error(`the copy's stack stopped (exit ${code}):\n${output}`)),
    );
  });
}

async function previewedVersion(page: Page, origin: string): Promise<string | null> {
  await page.goto(`${origin}/_remote-preview/mf_kit_probe/KitProbe`);
  const root = page.locator('[data-remote="mf_kit_probe"] [data-remote-root="mf_kit_probe"]');
  await expect(root.getByRole('heading', { name: 'Kit probe' })).toBeVisible();
  return root.getAttribute('data-remote-version');
}

/** The version the edge rendered into the document, read with scripts off: only the server's HTML. */
async function serverRenderedVersion(browser: Browser, origin: string): Promise<string | null> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/_remote-preview/mf_kit_probe/KitProbe`);
  const root = page.locator(
    '[data-remote="mf_kit_probe"][data-remote-state="server"] [data-remote-root="mf_kit_probe"]',
  );
  const version = (await root.count()) ? await root.getAttribute('data-remote-version') : null;
  await context.close();
  return version;
}

test.describe.serial('a remote team creates and ships a new remote with the kit', () => {
  test.setTimeout(360_000);
  let copy: ReturnType<typeof copyRepository>;
  let stack: Awaited<ReturnType<typeof startCopyStack>>;
  let origin: string;
  let probeDir: string;
  let registryEnv: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    copy = copyRepository(repoRoot, [
      'host/dist',
      'host/dist-ssr',
      'mf-navigation/dist',
      'mf-account/dist',
    ]);
    probeDir = path.join(copy.dir, 'mf-kit-probe');
    const generated = run(copy.dir, 'npm', [
      'run',
      'new-remote',
      '--',
      'mf-kit-probe',
      '--skip-install',
    ]);
    expect(generated.status, generated.output).toBe(0);
    const port = await freePort();
    stack = await startCopyStack(copy.dir, port);
    origin = `http://localhost:${port}`;
    registryEnv = {
      REGISTRY_URL: stack.registryUrl,
      REGISTRY_TOKEN: fs.readFileSync(path.join(copy.dir, '.data/registry-token'), 'utf8').trim(),
    };
  });

  /** Waits until the copy's edge has heard of the release set the registry now holds live. */
  async function untilLive() {
    const live = await createRegistryClient(registryEnv.REGISTRY_URL!).active('wallart');
    await untilEdgeServes(origin, live.id);
  }

  test.afterAll(async () => {
    if (stack?.process.exitCode === null) {
      const stopped = new Promise((resolve) => stack.process.once('exit', resolve));
      stack.process.kill('SIGTERM');
      await stopped;
    }
    copy?.remove();
  });

  test('the generated remote is declared in the contracts and the workspaces', () => {
    const contracts = fs.readFileSync(
      path.join(copy.dir, 'packages/contracts/src/remotes.ts'),
      'utf8',
    );
    expect(contracts).toMatch(
      /mf_kit_probe: \{ packageName: 'mf-kit-probe', exposes: \['\.\/KitProbe'\] \}/,
    );
    expect(
      fs.readFileSync(path.join(copy.dir, 'packages/contracts/src/index.ts'), 'utf8'),
    ).toContain("export type { KitProbeProps } from './props/kit-probe';");
    expect(
      JSON.parse(fs.readFileSync(path.join(copy.dir, 'package.json'), 'utf8')).workspaces,
    ).toContain('mf-kit-probe');
    const typecheck = run(probeDir, 'npm', ['run', 'typecheck']);
    expect(typecheck.status, typecheck.output).toBe(0);
  });

  test('ship tests, builds, publishes and promotes it, and the next page load shows it', async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const shipped = run(
      probeDir,
      'npm',
      ['run', 'ship', '--', '--channel', 'wallart', '--reason', 'first version'],
      registryEnv,
    );
    expect(shipped.status, shipped.output).toBe(0);
    for (const step of [
      '[1/4] test',
      '[2/4] build 1.0.0',
      '[3/4] publish mf_kit_probe@1.0.0',
      '[4/4] promote mf_kit_probe@1.0.0 on wallart',
    ]) {
      expect(shipped.output).toContain(`${step} done in`);
    }
    await untilLive();
    expect(await previewedVersion(page, origin)).toBe('1.0.0');
    expect(errors).toEqual([]);
    // The kit's server build is in the artifact: the edge renders the module into the document.
    await expect
      .poll(() => serverRenderedVersion(browser, origin), { timeout: 20_000 })
      .toBe('1.0.0');
  });

  test('MF_VERSION names the version for build and publish alike, and promoting it shows it', async ({
    page,
  }) => {
    const version = '1.0.1-rc.1';
    const build = run(probeDir, 'npm', ['run', 'build'], { MF_VERSION: version });
    expect(build.status, build.output).toBe(0);
    expect(fs.existsSync(path.join(probeDir, 'dist', version, 'mf-manifest.json'))).toBe(true);
    const published = run(probeDir, 'npm', ['run', 'publish'], {
      ...registryEnv,
      MF_VERSION: version,
    });
    expect(published.status, published.output).toBe(0);
    const promoted = run(
      copy.dir,
      'npm',
      [
        'run',
        'release',
        '--',
        'promote',
        'wallart',
        `mf_kit_probe@${version}`,
        '--reason',
        'release candidate',
      ],
      registryEnv,
    );
    expect(promoted.status, promoted.output).toBe(0);
    await untilLive();
    expect(await previewedVersion(page, origin)).toBe(version);
  });

  test('ship stops at a failing test step and publishes nothing', () => {
    const testFile = path.join(probeDir, 'src/features/kit-probe/ui/kit-probe.test.tsx');
    fs.writeFileSync(
      testFile,
      fs.readFileSync(testFile, 'utf8').replace("toBe('de-DE')", "toBe('fr-FR')"),
    );
    const shipped = run(
      probeDir,
      'npm',
      ['run', 'ship', '--', '--channel', 'wallart', '--reason', 'broken'],
      { ...registryEnv, MF_VERSION: '1.0.2' },
    );
    expect(shipped.status).not.toBe(0);
    expect(shipped.output).toContain('[1/4] test failed');
    expect(shipped.output).toContain('nothing was published');
    expect(fs.existsSync(path.join(probeDir, 'dist', '1.0.2'))).toBe(false);
    const versions = run(
      copy.dir,
      'npm',
      ['run', '--silent', 'release', '--', 'versions', 'mf_kit_probe'],
      registryEnv,
    );
    expect(versions.status, versions.output).toBe(0);
    expect(versions.output).toContain('1.0.1-rc.1');
    expect(versions.output).not.toContain('1.0.2');
  });
});
