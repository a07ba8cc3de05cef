import { expect, test, waitForHydration, type Page } from '../../support/test';
import { renderInBrowserOnly } from '../../support/client-rendered';

type GuardRecord = { path: string; at: number };
const guardRecord = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('shop.reload-guard') ?? 'null') as GuardRecord | null,
  );

/** The page's documents as they are asked for, and each console line with the document it belongs to. */
function documentLogs(page: Page) {
  let documents = 0;
  // Counted when the document is asked for, so every line its scripts log belongs to it.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  const logs: Array<{ document: number; text: string }> = [];
  page.on('console', (message) => logs.push({ document: documents, text: message.text() }));
  return { documents: () => documents, logs };
}

test.describe('reload guard', () => {
  test('a code chunk that is gone reloads the page once, the second time the fallback stays, and ten seconds later it may reload again', async ({
    page,
  }) => {
    const { documents, logs } = documentLogs(page);
    const reloads = () => logs.filter((log) => log.text.includes('reload-guard-reloaded')).length;
    // The slot's own loading meets the gone chunk (a server-rendered header would keep its HTML).
    await renderInBrowserOnly(page);
    // The header remote's entry loads, but its code chunks are gone, as after a deploy.
    await page.route(/\/remotes\/mf_navigation\/[^?]*\.js(\?.*)?$/, (route) =>
      new URL(route.request().url()).pathname.endsWith('/remoteEntry.js')
        ? route.continue()
        : route.fulfill({ status: 404, body: 'gone' }),
    );
    // The page reloads itself, maybe before its load event: only the first document's start is awaited.
    await page.goto('/?from=mail', { waitUntil: 'commit' });
    // The reloaded document meets the same gone chunk: the guard holds, the fallback stays.
    await expect
      .poll(() =>
        logs.some((log) => log.document === 2 && log.text.includes('reload-guard-suppressed')),
      )
      .toBe(true);
    await expect(page.getByTestId('header-fallback')).toBeVisible();
    await expect(page.getByTestId('page')).toBeVisible();
    expect(reloads()).toBe(1);
    expect(documents()).toBe(2);
    // The record that stopped the second reload: this path, written at the first one.
    const record = await guardRecord(page);
    expect(record).toMatchObject({ path: '/?from=mail' });

    // Once the record is ten seconds old, the next failure reloads again (once).
    await page.evaluate((old) => sessionStorage.setItem('shop.reload-guard', JSON.stringify(old)), {
      path: record!.path,
      at: record!.at - 10_001,
    });
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(reloads).toBe(2);
    await expect(page.getByTestId('header-fallback')).toBeVisible();
    // Its reload (the fourth document) is held by the new record.
    await expect
      .poll(() =>
        logs.some((log) => log.document === 4 && log.text.includes('reload-guard-suppressed')),
      )
      .toBe(true);
    expect(reloads()).toBe(2);
    expect(documents()).toBe(4);
  });

  test('a page whose language cannot load reloads once, and the second time the shell renders anyway', async ({
    page,
  }) => {
    const { documents, logs } = documentLogs(page);
    // The shell renders only once its language is there: this page's shell is the browser's own.
    await renderInBrowserOnly(page);
    await page.route(/\/assets\/messages-[a-z]{2}\.[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    // The page reloads itself, maybe before its load event: only the first document's start is awaited.
    await page.goto('/?from=language', { waitUntil: 'commit' });
    await expect
      .poll(() =>
        logs.some((log) => log.document === 2 && log.text.includes('reload-guard-suppressed')),
      )
      .toBe(true);
    // Reported, then shown as far as it can be: the page and its header still mount.
    expect(logs.some((log) => log.text.includes('messages-load-failed'))).toBe(true);
    await expect(page.getByTestId('page')).toBeVisible();
    await expect(
      page.locator('[data-remote="mf_navigation"][data-remote-module="./Header"]'),
    ).toHaveAttribute('data-remote-state', 'mounted');
    expect(logs.filter((log) => log.text.includes('reload-guard-reloaded'))).toHaveLength(1);
    expect(documents()).toBe(2);
  });

  test('a server-rendered page whose language cannot load keeps the server’s translated page the second time', async ({
    browser,
    baseURL,
  }) => {
    // A page of its own: the suite's page waits for hydration, which this one never does.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const path = '/?from=language-server';
    // The first documents after a version is pinned may go out client-rendered while the edge loads its server builds.
    await expect
      .poll(
        async () =>
          (await (await page.goto(path))!.text()).includes(
            'data-remote-module="./Header" data-remote-state="server"',
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    const { documents, logs } = documentLogs(page);
    // The texts on their own and the shell's script pack that carries them.
    await page.route(/\/assets\/(messages-[a-z]{2}\.[^/]*\.js|pack\.js\?.*messages-)/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    // The page reloads itself, maybe before its load event: only the first document's start is awaited.
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(() =>
        logs.some((log) => log.document === 2 && log.text.includes('reload-guard-suppressed')),
      )
      .toBe(true);
    expect(logs.some((log) => log.text.includes('messages-load-failed'))).toBe(true);
    // Not hydrated once everything has loaded: the server's German texts and links stay, no key names replace them.
    await page.waitForLoadState('networkidle');
    const header = page.locator('[data-remote="mf_navigation"][data-remote-module="./Header"]');
    await expect(header).toHaveAttribute('data-remote-state', 'server');
    await expect(header).toContainText('Anmelden');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(documents()).toBe(2);
    await context.close();
  });

  test('a shell deployed anew while the tab was away reloads the page once when the shopper returns', async ({
    page,
  }) => {
    const { documents, logs } = documentLogs(page);
    const returnToTab = () =>
      page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const manifestAsked = () =>
      page.waitForResponse((response) => response.url().includes('/assets/assets-manifest.json'));
    // The shell watches for a new deploy once the page has settled, when it also asks who is signed in.
    const settled = () =>
      page.waitForResponse((response) => response.url().includes('/web-api/customer-data'));

    const firstSettled = settled();
    await page.goto('/');
    await expect(page.getByTestId('page')).toBeVisible();
    await firstSettled;
    // The same shell is still live: the check asks and the page stays.
    const unchanged = manifestAsked();
    await returnToTab();
    expect((await unchanged).status()).toBe(200);
    expect(logs.filter((log) => log.text.includes('reload-guard'))).toEqual([]);

    // A deploy: the manifest now names another start script.
    await page.route(/\/assets\/assets-manifest\.json/, (route) =>
      route.fulfill({
        json: { publicPath: '/assets/', entries: { main: { js: ['main.0000new.js'], css: [] } } },
      }),
    );
    await page.evaluate(() => {
      // The first check was just now; a minute later the shopper comes back.
      const now = Date.now;
      Date.now = () => now() + 61_000;
    });
    const secondSettled = settled();
    await returnToTab();
    await expect.poll(documents).toBe(2);
    await expect(page.getByTestId('page')).toBeVisible();
    expect(
      logs.filter(
        (log) => log.text.includes('reload-guard-reloaded') && log.text.includes('app manifest'),
      ),
    ).toHaveLength(1);

    // The new document meets the same answer within ten seconds: the guard holds, no loop.
    // Its scripts listen for the return only once the page has settled; its server HTML shows before that.
    await waitForHydration(page);
    await secondSettled;
    await returnToTab();
    await expect
      .poll(() =>
        logs.some((log) => log.document === 2 && log.text.includes('reload-guard-suppressed')),
      )
      .toBe(true);
    expect(documents()).toBe(2);
  });
});
