import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from './test';

/**
 * A page as a browser without JavaScript shows it: only what the server sent, asked again until
 * `remote`'s slot came server-rendered, to hydrate at once or when the shopper comes near (the
 * first documents after a version is pinned may go out client-rendered while the edge loads its
 * server builds).
 */
export async function withoutScripts(
  browser: Browser,
  baseURL: string,
  path: string,
  {
    remote = 'mf_cms_page',
    context = {},
  }: { remote?: string; context?: BrowserContextOptions } = {},
): Promise<Page> {
  const page = await (
    await browser.newContext({ ...context, baseURL, javaScriptEnabled: false })
  ).newPage();
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page
          .locator(
            `[data-remote="${remote}"]:is([data-remote-state="server"], [data-remote-state="waiting"])`,
          )
          .count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  return page;
}

/**
 * Makes `page` the same shopper as `served` (its user key, consent and so its flags and release
 * set), so the edge sends it the document `served` was sent rather than rendering another.
 */
export async function asSameShopper(served: Page, page: Page): Promise<void> {
  await page.context().addCookies(await served.context().cookies());
}

/**
 * Notes the element `selector` names in the server's HTML as the document is parsed; the returned
 * check tells whether it is still that very element, i.e. hydration kept it instead of redrawing it.
 */
export async function serverElement(page: Page, selector: string): Promise<() => Promise<boolean>> {
  type Noted = { serverElement?: Element | null };
  await page.addInitScript((noted) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Noted).serverElement = document.querySelector(noted);
    });
  }, selector);
  return () =>
    page.evaluate(
      (noted) => document.querySelector(noted) === (window as Noted).serverElement,
      selector,
    );
}

/**
 * Scrolls to each remote block that waits for the shopper to come near, until none waits. One at
 * a time, each the first still waiting: a block brought near stops waiting, and may take the next
 * one with it.
 */
export async function bringWaitingBlocksNear(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.locator('[data-remote-state="waiting"]').evaluateAll((blocks) => {
          blocks[0]?.scrollIntoView({ block: 'center' });
          return blocks.length;
        }),
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** Console lines that tell of a failed server render or a hydration mismatch, as they come. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/hybrid-ssr-error|hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(text))
      problems.push(text);
  });
  // React reports a mismatch it recovered from as an uncaught error, not on the console.
  page.on('pageerror', (error) => {
    if (/hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(error.message))
      problems.push(error.message);
  });
  return problems;
}
