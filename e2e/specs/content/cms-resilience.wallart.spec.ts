import fs from 'node:fs';
import { expect, test, type Page } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { manageContent, waitForContent } from '../../support/content';
import { withoutServerRender } from '../../support/client-rendered';

const dataScript = /(<script type="application\/json" id="shop-data">)([\s\S]*?)(<\/script>)/;

/** Serves the document with extra blocks appended to its inlined story, as a newer content model would send them. */
async function withExtraBlocks(page: Page, blocks: unknown[]) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      // The server rendered the story without them; the browser renders the patched one.
      const html = withoutServerRender(await response.text());
      const patched = html.replace(
        dataScript,
        (_match, open: string, json: string, close: string) => {
          const data = JSON.parse(json);
          data.page.story.content.body.push(...blocks);
          return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body: patched });
    },
  );
}

test.describe('the CMS page with content it cannot render', () => {
  test('an unknown component says so in the page language, and the rest of the page renders', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await withExtraBlocks(page, [{ component: 'Gallery3d', _uid: 'unknown-1' }]);
    await page.goto('/');
    await waitForContent(page);
    await expect(page.locator('[data-block-missing="Gallery3d"]')).toHaveText(
      /„Gallery3d“ wurde nicht gefunden\. Ist sie richtig konfiguriert\?/,
    );
    await expect(page.locator('.cms-page h1')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a block that throws leaves the rest of the page intact and is logged once with its name and _uid', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('block-render-failed')) failures.push(message.text());
    });
    const marker = {
      component: 'Headline',
      _uid: 'after-the-broken-one',
      text: 'Nach dem kaputten Block',
      level: 'h2',
    };
    await withExtraBlocks(page, [
      { component: 'Teaser', _uid: 'broken-teaser', variant: 'carousel', headline: 'Kaputt' },
      marker,
    ]);
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByRole('heading', { name: 'Nach dem kaputten Block' })).toBeVisible();
    await expect(page.locator('.cms-page h1')).toBeVisible();
    await expect(page.getByText('Kaputt', { exact: true })).toHaveCount(0);
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]).toContain('"component":"Teaser","uid":"broken-teaser"');
    expect(errors).toEqual([]);
  });
});

type Fixture = { title: string; payload: string };
const fixtures = JSON.parse(
  fs.readFileSync(
    new URL('../../../infra/content/src/gateway/fixtures/dompurify-fixtures.json', import.meta.url),
    'utf8',
  ),
) as Fixture[];

/**
 * Counts script execution: the payloads call alert, confirm or prompt (or print) when they run.
 * Hits are kept in the test, so a payload that navigates or reloads the page cannot erase them.
 */
async function armDetector(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.exposeFunction('__reportXss', (hit: string) => hits.push(hit));
  await page.addInitScript(() => {
    const report = (hit: string) =>
      (window as unknown as { __reportXss: (hit: string) => void }).__reportXss(hit);
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (value: unknown) => report(`${name}:${String(value)}`),
        configurable: false,
      });
    }
  });
  return hits;
}

test.describe('content from editors never runs script', () => {
  // Without the page's CSP, so a payload that slipped through sanitising would really run.
  test.use({ bypassCSP: true });

  test('the detector catches payloads inserted raw', async ({ page }) => {
    const hits = await armDetector(page);
    await page.goto('/');
    await waitForContent(page);
    await page.evaluate(
      (payloads) => {
        const box = document.createElement('div');
        box.innerHTML = payloads.join('\n');
        document.body.append(box);
      },
      fixtures.map((fixture) => fixture.payload),
    );
    await expect.poll(() => hits.length).toBeGreaterThan(0);
  });

  test(`a story with the ${fixtures.length} DOMPurify payloads in rich text and text fields runs none of them`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const slug = `xss-probe-${Date.now()}`;
    const body = fixtures.flatMap(({ payload }, index) => [
      {
        component: 'Text',
        _uid: `html-${index}`,
        text: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: payload }] }],
        },
        html: payload,
      },
      // Text fields refuse empty text, so the few whitespace-only payloads go into rich text only.
      ...(payload.trim()
        ? [
            {
              component: 'Headline',
              _uid: `headline-${index}`,
              text: payload,
              level: 'h2',
              subline: payload,
            },
            { component: 'Quote', _uid: `quote-${index}`, text: payload, author: payload },
          ]
        : []),
    ]);
    const created = await manageContent('POST', '/v1/spaces/wallart/stories', {
      publish: true,
      story: {
        name: 'XSS probe',
        full_slug: `de-de/${slug}`,
        content: {
          component: 'Page',
          _uid: 'xss-page',
          title: 'XSS probe',
          description: 'Sanitising probe',
          body,
        },
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const hits = await armDetector(page);
    await page.goto(`/${slug}`);
    await waitForContent(page);
    await expect(page.locator('[data-block="Text"]')).toHaveCount(fixtures.length);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Event-handler payloads fire on load and error: give every image and frame on the page its chance to settle.
    await page.waitForLoadState('load');
    expect(hits).toEqual([]);
  });
});
