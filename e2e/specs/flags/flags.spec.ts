import { expect, test, type Page } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { renderInBrowserOnly } from '../../support/client-rendered';
import { adminGet } from '../../support/flags-admin';
import { sdkEvaluations } from '../../support/data-layer';

const readyTimeoutMs = Number(process.env.E2E_FLAGS_READY_TIMEOUT_MS ?? 3000);

type TreatmentRecord = { treatments: Array<{ feature: string; treatment: string }> };

async function recordedTreatments(page: Page): Promise<Record<string, string>> {
  const raw = await page.evaluate(() => window.localStorage.getItem('shop.flags.treatments'));
  const record = raw ? (JSON.parse(raw) as TreatmentRecord) : { treatments: [] };
  return Object.fromEntries(
    record.treatments.map(({ feature, treatment }) => [feature, treatment]),
  );
}

test.describe('feature flags on the page', () => {
  test('the host and the header remote read one client synced from the flag service', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const fullSyncs: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // The paint-first script and its worker carry no app code, and the worker, ended by the time
      // its response is read, cannot be read from.
      const paintFirst = new URL(response.url()).pathname.startsWith('/assets/paint-first/');
      if (response.request().resourceType() === 'script' && !paintFirst)
        scripts.push(response.text());
    });
    page.on('request', (request) => {
      if (request.url().includes('/flags/api/splitChanges') && request.url().includes('since=-1'))
        fullSyncs.push(request.url());
    });
    await page.goto('/');
    await expect(
      page.locator('[data-remote="mf_navigation"][data-remote-module="./Header"]'),
    ).toHaveAttribute('data-remote-state', 'mounted');
    // content_switch is seeded 100 % on: only a client synced from the service says so.
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
    await expect
      .poll(() => recordedTreatments(page))
      .toMatchObject({
        content_switch: 'on',
        voll_965_top_deal_labels: expect.stringMatching(/^(on|off)$/),
      });

    const topDeals = (await recordedTreatments(page)).voll_965_top_deal_labels;
    await expect(page.getByTestId('top-deals')).toHaveCount(topDeals === 'on' ? 1 : 0);
    expect(fullSyncs).toHaveLength(1);
    const flagsCopies = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      return Object.values(share).flatMap((scopes) =>
        Object.values(scopes).flatMap((scope) =>
          Object.values(scope['@shop/flags'] ?? {}).filter((entry) => entry.loaded),
        ),
      ).length;
    });
    expect(flagsCopies).toBe(1);
    // The Split SDK's code itself arrives once: no remote bundles a private copy.
    const sdkCopies = (await Promise.all(scripts)).filter((source) =>
      source.includes('splitChanges'),
    ).length;
    expect(sdkCopies).toBe(1);
    expect(errors).toEqual([]);
  });

  test('on a page the edge rendered, the flag SDK loads once the page has loaded, and still answers', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    // The edge's treatment is on screen from the start; the SDK is not needed for it.
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('flags-ready').length))
      .toBe(1);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const firstSync = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/flags/api/splitChanges'));
      return {
        loaded: navigation.loadEventStart,
        started: performance.getEntriesByName('flags-started')[0]!.startTime,
        firstSync: firstSync?.startTime ?? null,
      };
    });
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.started).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.firstSync).toBeGreaterThanOrEqual(timing.loaded);
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
    expect(errors).toEqual([]);
  });

  test('on a product page, the flag SDK waits until the block nested in its story has mounted too', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // The story's first block comes from another remote and mounts inside the page's own parcel.
    const path =
      test.info().project.name === 'kartenliebe'
        ? '/hochzeitskarten/einladungskarte-eukalyptus'
        : '/fotobuch/hardcover-fotobuch';
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('flags-started').length))
      .toBe(1);
    const marks = await page.evaluate(() => {
      const started = performance.getEntriesByName('flags-started')[0]!.startTime;
      const before = (prefix: string) =>
        performance
          .getEntriesByType('mark')
          .filter((mark) => mark.name.startsWith(prefix) && mark.startTime <= started)
          .map((mark) => mark.name.slice(prefix.length))
          .sort();
      return { loading: before('remote-load-start:'), mounted: before('remote-mounted:') };
    });
    expect(marks.loading).toEqual(expect.arrayContaining(['mf_cms_page']));
    expect(marks.loading.some((remote) => /mf_calculator|mf_product_wrappers/.test(remote))).toBe(
      true,
    );
    // Every slot that began to load before the SDK had mounted before it.
    expect(marks.mounted).toEqual(marks.loading);
    expect(errors).toEqual([]);
  });

  test('a URL override switches a flag for this visit', async ({ page }) => {
    await page.goto('/?ff_feature=voll_965_top_deal_labels&ff_treatment=on');
    await expect(page.getByTestId('top-deals')).toBeVisible();
    await page.goto('/?ff_feature=voll_965_top_deal_labels&ff_treatment=off');
    await expect(page.locator('header.shop-header')).toBeVisible();
    await expect(page.getByTestId('top-deals')).toHaveCount(0);
  });

  for (const outage of ['answers 500', 'does not answer'] as const) {
    test(`with the flag service that ${outage}, the page renders the default UI before the flag client gives up`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      // The outage is the browser's: the page is rendered in the browser, without the edge's evaluation.
      await renderInBrowserOnly(page);
      await page.route('**/flags/api/**', (route) =>
        outage === 'answers 500' ? route.fulfill({ status: 500, body: 'down' }) : undefined,
      );
      // Records, in the page's own clock, when the page body first shows its default (off) variant.
      await page.addInitScript(() => {
        const seen = () => {
          if (document.querySelector('[data-testid="page"][data-content-variant="off"]')) {
            performance.mark('test:default-ui-shown');
            observer.disconnect();
          }
        };
        const observer = new MutationObserver(seen);
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      });
      await page.goto('/');
      await expect(page.locator('header.shop-header')).toBeVisible();
      await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'off');
      // The page does not wait for flags: its default UI was on screen before the SDK's ready time-out fired.
      const marks = () =>
        page.evaluate(() => ({
          shown: performance.getEntriesByName('test:default-ui-shown')[0]?.startTime ?? null,
          timedOut: performance.getEntriesByName('flags-ready-timed-out')[0]?.startTime ?? null,
        }));
      await expect
        .poll(async () => (await marks()).timedOut, { timeout: readyTimeoutMs + 30_000 })
        .not.toBeNull();
      const { shown, timedOut } = await marks();
      expect(shown).not.toBeNull();
      expect(shown!).toBeLessThan(timedOut!);
      // After the SDK has given up, the page still shows the default UI and nothing failed.
      await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'off');
      await expect(page.getByTestId('top-deals')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('impressions reach the flag service by beacon when the page is hidden', async ({
    page,
    context,
  }, testInfo) => {
    const host = new URL(testInfo.project.use.baseURL!).hostname;
    await context.addCookies([{ name: 'shop_consent', value: 'GRANTED', domain: host, path: '/' }]);
    await page.goto('/');
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
    // The edge rendered the variant; the impression exists once the SDK has answered for it too.
    await expect
      .poll(async () =>
        (await sdkEvaluations(page)).some((entry) => entry.feature === 'content_switch'),
      )
      .toBe(true);
    const userKey = (await context.cookies()).find(
      (cookie) => cookie.name === 'splitIoUserKey',
    )!.value;
    // Leaving the page fires pagehide; the SDK flushes its queue with navigator.sendBeacon.
    await page.goto('about:blank');
    type Impression = { feature: string; treatment: string; source: string };
    await expect
      .poll(
        async () =>
          (
            (await adminGet(`/impressions?key=${encodeURIComponent(userKey)}`)) as {
              impressions: Impression[];
            }
          ).impressions,
      )
      .toContainEqual(
        expect.objectContaining({ feature: 'content_switch', treatment: 'on', source: 'beacon' }),
      );
  });
});
