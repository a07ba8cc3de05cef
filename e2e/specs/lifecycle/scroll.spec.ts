import { expect, test, type Locator, type Page } from '../../support/test';
import { slotMounted } from '../navigation/navigation-helpers';
import { renderInBrowserOnly } from '../../support/client-rendered';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A page whose content, navigation and footer have all rendered, so nothing moves it any more. */
async function settled(page: Page) {
  await expect(page.getByTestId('page')).toBeVisible();
  await slotMounted(page, './Footer');
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

type ScrollStep = { y: number; bottom: number; target: number };
type Steps = { steps: ScrollStep[]; behaviours: string[] };

/**
 * Opens `/#footer` and records every scroll position the page passes through (with where the page
 * ends and where the target is) and how the page asked to scroll into view.
 */
async function scrollToFooter(page: Page): Promise<Steps> {
  // A target that renders after the load (in server HTML the browser itself is at it at once, below).
  await renderInBrowserOnly(page);
  await page.addInitScript(() => {
    const record: Steps = { steps: [], behaviours: [] };
    (window as unknown as { scrollRecord: Steps }).scrollRecord = record;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      record.behaviours.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
      scrollIntoView.call(this, options);
    };
    window.addEventListener(
      'scroll',
      () => {
        const footer = document.getElementById('footer');
        record.steps.push({
          y: window.scrollY,
          bottom: document.documentElement.scrollHeight - window.innerHeight,
          target: footer ? footer.getBoundingClientRect().top + window.scrollY : -1,
        });
      },
      { passive: true },
    );
  });
  await page.goto('/#footer');
  await expect(page.locator('#footer')).toBeInViewport();
  await settled(page);
  expect(await scrollY(page)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { scrollRecord: Steps }).scrollRecord);
}

/** A position well on the way: far from the page's end (where a jump is clamped) and from the target. */
const onTheWay = ({ y, bottom, target }: ScrollStep) => y < Math.min(bottom, target) - 100;

test('a link to a part of a page scrolls there smoothly once it has rendered', async ({ page }) => {
  const { steps, behaviours } = await scrollToFooter(page);
  expect(behaviours.length).toBeGreaterThan(0);
  expect(behaviours.every((behaviour) => behaviour === 'smooth')).toBe(true);
  // The animation passes positions on the way to the target.
  expect(steps.filter(onTheWay).length).toBeGreaterThan(0);
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
    const { behaviours } = await scrollToFooter(page);
    expect(behaviours.length).toBeGreaterThan(0);
    expect(behaviours.every((behaviour) => behaviour === 'auto')).toBe(true);
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
