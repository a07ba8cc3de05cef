import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../../support/test';
import { brokenRemoteDist } from '../../support/broken-remote';
import { collectPageErrors } from '../../support/page-errors';
import { renderInBrowserOnly } from '../../support/client-rendered';

// Set by the global set-up to the slot time-out the stack runs with.
const timeoutMs = Number(process.env.E2E_REMOTE_TIMEOUT_MS);
const navigationFiles = '**/remotes/mf_navigation/**';

type SlotMarks = {
  start: number;
  timeout: number | null;
  fallback: number;
  mounted: number | null;
};

/** The header slot's own performance marks once it shows its fallback (times in the page's clock). */
async function slotMarks(page: Page): Promise<SlotMarks> {
  await expect(page.getByTestId('header-fallback')).toBeVisible({ timeout: timeoutMs + 30_000 });
  return page.evaluate(() => {
    const at = (name: string) =>
      performance.getEntriesByName(`${name}:mf_navigation`)[0]?.startTime ?? null;
    return {
      start: at('remote-load-start')!,
      timeout: at('remote-timeout'),
      fallback: at('remote-fallback')!,
      mounted: at('remote-mounted'),
    };
  });
}

/** Requests for the navigation remote's entry script. */
function countEntryRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.url().includes('/remotes/mf_navigation/') &&
      request.url().endsWith('remoteEntry.js')
    )
      count += 1;
  });
  return () => count;
}

/** The page keeps working around the broken slot: the content renders and the fallback leads home. */
async function expectPageUsable(page: Page) {
  await expect(page.getByTestId('page')).toBeVisible();
  await expect(page.getByTestId('header-fallback').getByRole('link')).toHaveAttribute('href', '/');
}

test.describe('a broken navigation remote', () => {
  // The browser's own mounting decides these slots; a server-rendered one keeps its HTML (below).
  test.beforeEach(({ page }) => renderInBrowserOnly(page));

  test('whose entry answers 500 is replaced by the fallback without waiting for the time-out', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.route(navigationFiles, (route) =>
      route.request().url().endsWith('remoteEntry.js')
        ? route.fulfill({ status: 500, body: 'upstream failure' })
        : route.continue(),
    );
    await page.goto('/');
    const marks = await slotMarks(page);
    // The load error itself brings the fallback: the slot's time-out never had to fire.
    expect(marks.timeout).toBeNull();
    expect(marks.fallback).toBeGreaterThanOrEqual(marks.start);
    await expectPageUsable(page);
    expect(errors).toEqual([]);
  });

  test('whose entry never answers is replaced within a second after the time-out', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.route(navigationFiles, (route) => {
      if (route.request().url().endsWith('remoteEntry.js')) return; // never answered
      return route.continue();
    });
    const entryRequests = countEntryRequests(page);
    // The entry starts loading before the load event, which then never comes.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const marks = await slotMarks(page);
    // The fallback follows the slot's time-out (never earlier than the configured time), with no retry in between.
    expect(marks.timeout).not.toBeNull();
    expect(marks.timeout! - marks.start).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(marks.fallback).toBeGreaterThanOrEqual(marks.timeout!);
    expect(entryRequests()).toBe(1);
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
    const marks = await slotMarks(page);
    // The parcel loaded but failed to mount: the fallback replaced it without waiting for a time-out.
    expect(marks.timeout).toBeNull();
    expect(marks.mounted).toBeNull();
    await expectPageUsable(page);
    expect(errors).toEqual([]);
  });
});

test('a server-rendered header whose code cannot load stays as the server sent it, its links working', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // The entry on its own and the remotes' script pack that carries it.
  await page.route(/\/remotes\/(mf_navigation\/|pack\.js\?.*mf_navigation\/)/, (route) =>
    route.request().url().includes('remoteEntry.js')
      ? route.fulfill({ status: 500, body: 'upstream failure' })
      : route.continue(),
  );
  await expect
    .poll(async () => {
      await page.goto('/');
      const slot = page.locator('[data-remote="mf_navigation"][data-remote-module="./Header"]');
      await expect(slot).not.toHaveAttribute('data-remote-state', /server|loading/);
      return slot.getAttribute('data-remote-state');
    })
    .toBe('failed');
  const header = page.locator('[data-remote-module="./Header"] header.shop-header');
  await expect(header).toBeVisible();
  await expect(header.locator('.shop-header__logo')).toHaveAttribute('href', '/');
  await expect(page.getByTestId('header-fallback')).toHaveCount(0);
  await expect(page.getByTestId('page')).toBeVisible();
  expect(errors).toEqual([]);
});
