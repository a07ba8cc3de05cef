import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../../support/test';
import { createConsoleAccount, logInToConsole } from '../../support/console';
import { registry, untilEdgeServes } from '../../support/registry';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const password = 'release-console-e2e-0123';

async function headerVersion(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const header = page.locator('[data-remote="mf_navigation"] header.shop-header');
  await expect(header).toBeVisible();
  return header.getAttribute('data-remote-version');
}

test('a releaser promotes a new header for wallart in the console, sees the history and its diff, and rolls back', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const version = `1.0.1-console.${Date.now()}`;
  const releases = registry();
  const live = (await releases.active('wallart')).remotes.mf_navigation!.version;
  const kartenliebeLive = (await releases.active('kartenliebe')).remotes.mf_navigation!.version;
  createConsoleAccount('rhea', 'releaser', password);

  // The navigation team builds and publishes the version; the release manager takes it from there.
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

    await logInToConsole(page, 'rhea', password);
    const overview = page.getByTestId('live-overview');
    await expect(overview.getByRole('columnheader', { name: /wallart/ })).toBeVisible();
    await expect(overview.getByRole('columnheader', { name: /kartenliebe/ })).toBeVisible();
    await expect(
      overview.locator('td[data-channel="kartenliebe"][data-remote="mf_navigation"]'),
    ).toContainText(kartenliebeLive);

    await page.getByRole('tab', { name: /wallart/ }).click();
    await page.getByRole('button', { name: 'Promote…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Promote · wallart' });
    await expect(dialog.getByRole('option', { name: version })).toBeAttached();
    await dialog.getByLabel('mf_navigation').selectOption(version);
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    // No reason, no promotion.
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('browser test: header from the console');
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    const confirmDiff = dialog.getByTestId('confirm-diff');
    await expect(confirmDiff.locator('tr[data-change="changed"]')).toHaveCount(1);
    await expect(confirmDiff.locator('tr[data-change="changed"]')).toContainText(
      `mf_navigation${live}${version}`,
    );
    await dialog.getByRole('button', { name: 'Promote now' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(
      `Promoted mf_navigation ${version} on wallart`,
    );
    await expect(
      page.getByTestId('live-set').locator('tr[data-remote="mf_navigation"]'),
    ).toContainText(version);

    // The history shows who, what and why; its diff shows the one remote that changed.
    const row = page.getByTestId('history').getByRole('row').filter({
      hasText: 'browser test: header from the console',
    });
    await expect(row).toContainText('rhea');
    await row.getByRole('button', { name: /Show what set/ }).click();
    const diff = page.getByTestId('history-diff').locator('tr[data-change="changed"]');
    await expect(diff).toHaveCount(1);
    await expect(diff).toContainText(`mf_navigation${live}${version}`);
    await expect(page.getByTestId('audit')).toContainText('rhea promoted');

    const shop = await context.newPage();
    await untilEdgeServes(baseURL!, (await releases.active('wallart')).id);
    expect(await headerVersion(shop, `${baseURL}/`)).toBe(version);

    await page.getByRole('button', { name: 'Roll back…' }).click();
    const rollback = page.getByRole('dialog', { name: 'Roll back · wallart' });
    await rollback.getByLabel(/Reason/).fill('browser test: back to the previous header');
    await rollback.getByRole('button', { name: 'Review changes' }).click();
    await expect(
      rollback.getByTestId('confirm-diff').locator('tr[data-change="changed"]'),
    ).toContainText(`mf_navigation${version}${live}`);
    await rollback.getByRole('button', { name: 'Roll back now' }).click();
    await expect(rollback).toBeHidden();
    await expect(
      page.getByTestId('live-set').locator('tr[data-remote="mf_navigation"]'),
    ).toContainText(live);
    await untilEdgeServes(baseURL!, (await releases.active('wallart')).id);
    expect(await headerVersion(shop, `${baseURL}/`)).toBe(live);
    const history = await releases.history('wallart', 2);
    expect(history.entries.map((entry) => [entry.createdBy, entry.reason])).toEqual([
      ['rhea', 'browser test: back to the previous header'],
      ['rhea', 'browser test: header from the console'],
    ]);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
