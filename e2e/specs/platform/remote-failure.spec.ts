import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brokenRemoteDist } from '../../support/broken-remote';
import { collectPageErrors } from '../../support/page-errors';

const timeoutMs = Number(process.env.E2E_REMOTE_TIMEOUT_MS ?? 3000);
const navigationFiles = '**/remotes/mf_navigation/**';

/** Milliseconds between the header slot starting to load and showing its fallback. */
async function fallbackDelay(page: Page): Promise<number> {
  await expect(page.getByTestId('header-fallback')).toBeVisible({ timeout: timeoutMs + 5000 });
  return page.evaluate(() => {
    const start = performance.getEntriesByName('remote-load-start:mf_navigation')[0]!.startTime;
    const fallback = performance.getEntriesByName('remote-fallback:mf_navigation')[0]!.startTime;
    return fallback - start;
  });
}

/** The page keeps working around the broken slot: the content renders and the fallback leads home. */
async function expectPageUsable(page: Page) {
  await expect(page.getByTestId('page')).toBeVisible();
  await expect(page.getByTestId('header-fallback').getByRole('link')).toHaveAttribute('href', '/');
}

test.describe('a broken navigation remote', () => {
  test('whose manifest answers 500 is replaced by the fallback at once', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route(navigationFiles, (route) =>
      route.request().url().endsWith('mf-manifest.json') ? route.fulfill({ status: 500, body: 'upstream failure' }) : route.continue(),
    );
    await page.goto('/');
    expect(await fallbackDelay(page)).toBeLessThan(timeoutMs + 1000);
    await expectPageUsable(page);
    expect(errors).toEqual([]);
  });

  test('whose entry never answers is replaced within a second after the time-out', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route(navigationFiles, (route) => {
      if (route.request().url().endsWith('remoteEntry.js')) return; // never answered
      return route.continue();
    });
    await page.goto('/');
    const delay = await fallbackDelay(page);
    expect(delay).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(delay).toBeLessThan(timeoutMs + 1000);
    await expectPageUsable(page);
    expect(errors).toEqual([]);
  });

  test('whose parcel throws on mount is replaced by the fallback', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route(navigationFiles, (route) => {
      const file = new URL(route.request().url()).pathname.split('/').slice(4).join('/');
      const local = path.join(brokenRemoteDist, file);
      if (!fs.existsSync(local)) return route.fulfill({ status: 404 });
      return route.fulfill({ path: local, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto('/');
    expect(await fallbackDelay(page)).toBeLessThan(timeoutMs + 1000);
    await expectPageUsable(page);
    expect(errors).toEqual([]);
  });
});
