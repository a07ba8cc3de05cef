import { expect, test, type Locator, type Page } from '../../support/test';
import { slotShown } from '../navigation/navigation-helpers';
import { renderInBrowserOnly } from '../../support/client-rendered';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A page whose content, navigation and footer have all rendered, so nothing moves it any more. */
async function settled(page: Page) {
  await expect(page.getByTestId('page')).toBeVisible();
  await slotShown(page, './Footer');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Content blocks of other remotes mount later and change the page's height when they do.
  await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
}

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

/** Where `link` sits in the window once the page around it has stopped moving: twice the same. */
async function restingY(link: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = (await link.boundingBox())!.y;
      const resting = y === last;
      last = y;
      return resting;
    })
    .toBe(true);
  return last;
}

test.use({ viewport: { width: 1366, height: 700 } });

test('a link to another page opens it at the top, and back returns to where the shopper was', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await scrollToBottom(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/');
  await settled(page);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await settled(page);
  // The shopper sees what they left: the foot of the page, though the page renders after the load.
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(1000);
});

/** Each time the page asked to scroll a target into view: how, and where it was just before and just after. */
type ScrollCall = { behavior: string; before: number; after: number };

/**
 * Opens `/#footer` on a page the browser renders itself (so the target appears after the load)
 * and records every request to scroll into view.
 */
async function scrollToFooter(page: Page): Promise<ScrollCall[]> {
  // In server HTML the browser itself is at the target at once (below).
  await renderInBrowserOnly(page);
  await page.addInitScript(() => {
    const calls: ScrollCall[] = [];
    (window as unknown as { scrollCalls: ScrollCall[] }).scrollCalls = calls;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      const before = window.scrollY;
      scrollIntoView.call(this, options);
      calls.push({
        behavior: typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto',
        before,
        // An instant scroll has moved the page by the time the call returns; a smooth one has not.
        after: window.scrollY,
      });
    };
  });
  await page.goto('/#footer');
  await expect(page.locator('#footer')).toBeInViewport();
  await settled(page);
  expect(await scrollY(page)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { scrollCalls: ScrollCall[] }).scrollCalls);
}

test('a link to a part of a page scrolls there smoothly once it has rendered', async ({ page }) => {
  const calls = await scrollToFooter(page);
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every(({ behavior }) => behavior === 'smooth')).toBe(true);
  // The first request starts an animation from the top instead of jumping there.
  expect(calls[0]).toMatchObject({ before: 0, after: 0 });
});

test('a link to a part of a server-rendered page shows it at once', async ({ page }) => {
  await page.goto('/#footer');
  await expect(page.locator('#footer')).toBeInViewport();
  await settled(page);
  await expect(page.locator('#footer')).toBeInViewport();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a link to a part of a page goes there without animation', async ({ page }) => {
    const [first, ...rest] = await scrollToFooter(page);
    expect([first, ...rest].every((call) => call?.behavior === 'auto')).toBe(true);
    // The first request is already at the target when it returns.
    expect(first!.after).toBeGreaterThan(first!.before);
  });
});

test('opening and closing the cookie settings at the foot of a page does not move it', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await scrollToBottom(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' });
  // What the shopper sees is where the link sits in the window, once the page has come to rest.
  const where = await restingY(link);
  await link.click();
  const notice = page.getByRole('region', { name: 'Ihre Privatsphäre' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Schließen' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL((url) => url.hash === '');
  expect((await link.boundingBox())!.y).toBe(where);
});
