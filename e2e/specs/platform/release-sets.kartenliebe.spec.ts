import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '../../support/test';
import { registry, untilEdgeServes } from '../../support/registry';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const port = process.env.E2E_PORT;
const origins = {
  wallart: `http://localhost:${port}`,
  kartenliebe: `http://kartenliebe.localhost:${port}`,
};

async function headerVersion(page: Page, origin: string): Promise<string | null> {
  await page.goto(`${origin}/`);
  const header = page.locator('[data-remote="mf_navigation"] header.shop-header');
  await expect(header).toBeVisible();
  return header.getAttribute('data-remote-version');
}

/** The header version in the server's HTML, as a browser without JavaScript shows it. */
async function serverHeaderVersion(browser: Browser, origin: string): Promise<string | null> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const header = page.locator(
    '[data-remote="mf_navigation"][data-remote-state="server"] header.shop-header',
  );
  const version = (await header.count()) ? await header.getAttribute('data-remote-version') : null;
  await context.close();
  return version;
}

const hostFiles = () => fs.readdirSync(path.join(repoRoot, 'host/dist')).sort();
const accountBuilds = () => fs.readdirSync(path.join(repoRoot, 'mf-account/dist')).sort();

test('a new mf-navigation version promoted for kartenliebe changes only kartenliebe, and rollback restores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const version = `1.0.1-e2e.${Date.now()}`;
  const before = { host: hostFiles(), account: accountBuilds() };
  const releases = registry();
  const previous = await releases.active('kartenliebe');

  expect(await headerVersion(page, origins.kartenliebe)).toBe(
    previous.remotes.mf_navigation?.version,
  );
  const wallartVersion = await headerVersion(page, origins.wallart);

  // The navigation team builds and publishes alone.
  const build = spawnSync('npm', ['run', 'build', '-w', 'mf-navigation'], {
    cwd: repoRoot,
    env: { ...process.env, MF_VERSION: version },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const dist = path.join(repoRoot, 'mf-navigation/dist', version);
  try {
    await releases.publishDir({
      remote: 'mf_navigation',
      version,
      dir: dist,
      reason: 'browser test',
    });
    const promoted = await releases.promote(
      'kartenliebe',
      { mf_navigation: version },
      'browser test: new header',
    );
    await untilEdgeServes(origins.kartenliebe, promoted.releaseSet.id);

    expect(await headerVersion(page, origins.kartenliebe)).toBe(version);
    // The edge renders the promoted version too, from its own server build (once it has loaded it).
    await expect
      .poll(() => serverHeaderVersion(browser, origins.kartenliebe), { timeout: 20_000 })
      .toBe(version);
    expect(await headerVersion(page, origins.wallart)).toBe(wallartVersion);
    expect({ host: hostFiles(), account: accountBuilds() }).toEqual(before);
    expect((await releases.active('kartenliebe')).remotes.mf_account).toEqual(
      previous.remotes.mf_account,
    );

    const rolledBack = await releases.rollback('kartenliebe', {
      reason: 'browser test: back to the previous header',
    });
    await untilEdgeServes(origins.kartenliebe, rolledBack.releaseSet.id);
    expect(await headerVersion(page, origins.kartenliebe)).toBe(
      previous.remotes.mf_navigation?.version,
    );
    await expect
      .poll(() => serverHeaderVersion(browser, origins.kartenliebe), { timeout: 20_000 })
      .toBe(previous.remotes.mf_navigation?.version);
    const history = await releases.history('kartenliebe');
    expect(history.entries.slice(0, 2).map((entry) => entry.reason)).toEqual([
      'browser test: back to the previous header',
      'browser test: new header',
    ]);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
