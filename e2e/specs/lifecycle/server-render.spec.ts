import { expect, test, type Page } from '../../support/test';
import {
  asSameShopper,
  bringWaitingBlocksNear,
  hydrationProblems,
  serverElement,
  withoutScripts,
} from '../../support/server-rendered';

const pagesOf = {
  wallart: ['/', '/wandbilder', '/fotobuch/hardcover-fotobuch'],
  kartenliebe: ['/', '/hochzeitskarten', '/hochzeitskarten/einladungskarte-eukalyptus'],
} as const;
const channelOf = (name: string) => (name === 'kartenliebe' ? 'kartenliebe' : 'wallart');

/** The text of the story's own headlines and paragraphs, read from one copy of the page with other remotes' blocks taken out. */
const storyText = (page: Page) =>
  page.locator('.cms-page').evaluate((story) => {
    const copy = story.cloneNode(true) as Element;
    copy.querySelectorAll('.cms-remote-block').forEach((block) => block.remove());
    return [...copy.querySelectorAll('h1, h2, h3, p')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean);
  });

/** A product detail of each channel and the product calls its first render would otherwise make. */
const productDetailOf = {
  wallart: {
    path: '/fotobuch/hardcover-fotobuch',
    module: 'ProductDetailPhotobook',
    calls: /\/web-api\/(photobook-(types|design-group-set|price)|shipping-information)/,
  },
  kartenliebe: {
    path: '/hochzeitskarten/einladungskarte-eukalyptus',
    module: 'ProductDetailCard',
    calls: /\/web-api\/(themes\/|card-accessories|card-price|shipping-information)/,
  },
} as const;

test.describe('server-rendered pages', () => {
  for (const index of [0, 1, 2]) {
    test(`page ${index + 1} shows its header, navigation, content and footer before any script runs`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const path = pagesOf[channelOf(testInfo.project.name)][index]!;
      const page = await withoutScripts(browser, baseURL!, path);
      await expect(page.locator('header.shop-header')).toBeVisible();
      await expect(page.getByRole('link', { name: /Warenkorb/ }).first()).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(
        page.locator('#footer footer, #footer [role="contentinfo"]').first(),
      ).toBeAttached();
      expect(await page.locator('[data-remote-state="server"]').count()).toBeGreaterThanOrEqual(3);
      // The remotes' styles came with the document: the header is laid out, not an unstyled list.
      const header = await page.locator('header.shop-header').boundingBox();
      expect(header!.height).toBeLessThan(120);
      // Every headline and paragraph of the story's own blocks is in the server's HTML already.
      const serverText = await storyText(page);
      await page.context().close();
      const hydrated = await browser.newPage({ baseURL });
      await hydrated.goto(path);
      await expect(hydrated.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
        'data-remote-state',
        'mounted',
      );
      const browserText = await storyText(hydrated);
      expect(browserText.length).toBeGreaterThan(0);
      expect(serverText).toEqual(browserText);
      await hydrated.close();
    });
  }

  test('the browser hydrates the server HTML in place, without a mismatch', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Warm: the server builds of the pinned versions are loaded.
    await (await withoutScripts(browser, baseURL!, '/')).context().close();
    const problems = hydrationProblems(page);
    page.on('pageerror', (error) => problems.push(error.message));
    const headlineKept = await serverElement(page, 'main h1');
    await page.goto('/');
    const slot = (module: string) =>
      page.locator(`[data-remote="mf_navigation"][data-remote-module="${module}"]`);
    for (const module of ['./Header', './Navigation'])
      await expect(slot(module)).toHaveAttribute('data-remote-state', 'mounted');
    await expect(page.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    // The footer, below the page's content, hydrates once the shopper comes near it.
    await expect(slot('./Footer')).toHaveAttribute('data-remote-state', 'waiting');
    await slot('./Footer').scrollIntoViewIfNeeded();
    await expect(slot('./Footer')).toHaveAttribute('data-remote-state', 'mounted');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The same element the server sent, now owned by React: nothing was thrown away and redrawn.
    expect(await headlineKept()).toBe(true);
    // Interactive after hydration: the sign-in dialog opens from the server-rendered header.
    await page.getByTestId('account-item').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the document brings every style sheet its slots need, and none is fetched again when the remotes load', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const path = pagesOf[channelOf(testInfo.project.name)][1];
    await (await withoutScripts(browser, baseURL!, path)).context().close();
    const sheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        sheetRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.locator('[data-remote="mf_navigation"]').first()).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    // Every slot loaded its remote, and with it the remote's style sheets.
    await bringWaitingBlocksNear(page);
    await expect(page.locator('[data-remote]:not([data-remote-state="mounted"])')).toHaveCount(0);
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((sheets) => sheets.map((sheet) => (sheet as HTMLElement).dataset.href!));
    expect(inlined.some((href) => href.startsWith('/remotes/mf_navigation/'))).toBe(true);
    // Every sheet the server-rendered slots need came with the document, and none twice.
    expect(sheetRequests).toEqual([]);
  });

  test('the page’s largest picture has loaded before any of the shell’s code is asked for', async ({
    browser,
    baseURL,
    page,
  }) => {
    const warm = await withoutScripts(browser, baseURL!, '/');
    await asSameShopper(warm, page);
    await warm.context().close();
    await page.goto('/');
    await expect(page.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    const order = await page.evaluate(() => {
      const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
      const loads = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const shellCode = loads.filter(
        ({ name }) => /\.js$/.test(new URL(name).pathname) && !name.includes('/paint-first/'),
      );
      return {
        pictureLoaded: loads.find(({ name }) => name === picture?.currentSrc)?.responseEnd,
        firstCodeAsked: Math.min(...shellCode.map(({ startTime }) => startTime)),
        codeFiles: shellCode.length,
      };
    });
    expect(order.pictureLoaded).toBeDefined();
    expect(order.codeFiles).toBeGreaterThan(0);
    expect(order.firstCodeAsked).toBeGreaterThanOrEqual(order.pictureLoaded!);
  });

  test('the server renders the variants of the shopper’s flags, before any script runs', async ({
    browser,
    baseURL,
  }) => {
    // content_switch is seeded on for everyone: its variant is in the server's HTML already.
    const page = await withoutScripts(browser, baseURL!, '/');
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
    await page.context().close();
  });

  test('the same page asked for again is the kept document: the same bytes, compressed once', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const path = pagesOf[channelOf(testInfo.project.name)][1];
    const warm = await withoutScripts(browser, baseURL!, path);
    await warm.context().close();
    const page = await browser.newPage({ baseURL });
    await page.goto(path);
    // The browser asks with Accept-Encoding br; what arrives is decoded, its headers readable.
    const fetched = () =>
      page.evaluate(async (address) => {
        const response = await fetch(address);
        return {
          status: response.status,
          render: response.headers.get('x-edge-render'),
          encoding: response.headers.get('content-encoding'),
          text: await response.text(),
        };
      }, path);
    const first = await fetched();
    expect(first.status).toBe(200);
    const again = await fetched();
    expect(again).toMatchObject({ render: 'document', encoding: 'br' });
    expect(again.text).toBe(first.text);
    expect(again.text).toContain('data-remote-state="server"');
    await page.context().close();
  });

  test('a calculator block inside the story comes with its prices in the server HTML and hydrates from them without asking again', async ({
    browser,
    baseURL,
    page,
  }) => {
    // The nested block's server build and prices may still be loading for the first documents.
    const warm = await withoutScripts(browser, baseURL!, '/', { remote: 'mf_calculator' });
    const block = warm.locator('[data-remote="mf_calculator"] .calc');
    await expect(block.getByRole('link').first()).toBeVisible();
    await expect(block).toHaveAttribute('data-calculator-state', 'success');
    await expect(block.locator('[data-price="current"]').first()).toHaveText(/\d,\d\d\s?€/);
    await asSameShopper(warm, page);
    await warm.context().close();

    const problems = hydrationProblems(page);
    const priceCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/web-api\/calculator\/|\/price-api\//.test(request.url()))
        priceCalls.push(request.url());
    });
    const blockKept = await serverElement(page, '[data-remote="mf_calculator"] .calc');
    // The ad-click id is the browser's: the hydrated block adds it to the designer link.
    await page.context().addCookies([{ name: 'gclid', value: 'e2e-click', url: baseURL! }]);
    await page.goto('/');
    const calculator = page.locator('[data-remote="mf_calculator"]');
    // Below the first screen, the block loads its code once the shopper scrolls to it.
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator).toHaveAttribute('data-remote-state', 'mounted');
    await expect(calculator.locator('.calc')).toHaveAttribute('data-calculator-state', 'success');
    await expect(calculator.locator('a[href*="/designer/"]').first()).toHaveAttribute(
      'href',
      /gclid=e2e-click/,
    );
    expect(await blockKept()).toBe(true);
    expect(priceCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a product detail comes with its product, picture and price in the server HTML, and hydrates from them without asking again', async ({
    browser,
    baseURL,
    page,
  }, testInfo) => {
    const detail = productDetailOf[channelOf(testInfo.project.name)];
    const slot = `[data-remote="mf_product_wrappers"]`;
    // The product data is asked for on the server; the first documents may still go out without it.
    const warm = await withoutScripts(browser, baseURL!, detail.path, {
      remote: 'mf_product_wrappers',
    });
    const served = warm.locator(`${slot} [data-module="${detail.module}"]`);
    await expect(served).toHaveAttribute('data-state', 'success');
    await expect(served.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(served.getByText(/\d,\d\d\s?€/).first()).toBeVisible();
    await asSameShopper(warm, page);
    await warm.context().close();

    const problems = hydrationProblems(page);
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (detail.calls.test(request.url())) productCalls.push(request.url());
    });
    const blockKept = await serverElement(page, '[data-remote="mf_product_wrappers"] section');
    await page.context().addCookies([{ name: 'gclid', value: 'e2e-click', url: baseURL! }]);
    await page.goto(detail.path);
    const wrapper = page.locator(slot);
    // A block below the first screen loads its code once the shopper scrolls to it.
    await wrapper.scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveAttribute('data-remote-state', 'mounted');
    await expect(wrapper.locator('section').first()).toHaveAttribute('data-state', 'success');
    // Hydrated: the designer link now carries the shopper's ad click, which the server never sees.
    await expect(wrapper.locator('a[href*="gclid=e2e-click"]').first()).toBeAttached();
    expect(await blockKept()).toBe(true);
    expect(productCalls).toEqual([]);
    expect(problems).toEqual([]);
  });
});
