import { expect, test, type Locator } from '../../support/test';
import { waitForContent } from '../../support/content';
import { slotShown } from '../navigation/navigation-helpers';

/** Whether the browser renders the element's content now, or skips it as off screen (`content-visibility`). */
const rendered = (locator: Locator) =>
  locator.evaluate((element) =>
    element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
  );

test.use({ viewport: { width: 390, height: 844 } });

test('story blocks and the footer far below the first screen are rendered once the shopper scrolls to them', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  await slotShown(page, './Footer');
  const blocks = page.locator('.cms-page > :not(.cms-remote-block, .cms-visually-hidden)');
  const lastBlock = blocks.last();
  const footer = page.getByRole('contentinfo');

  // The first screen is drawn at once; what lies far below waits for the shopper.
  expect(await rendered(blocks.first())).toBe(true);
  expect(await rendered(lastBlock)).toBe(false);
  expect(await rendered(footer)).toBe(false);

  await lastBlock.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(lastBlock)).toBe(true);
  await expect(lastBlock).toBeInViewport();
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(footer)).toBe(true);
  await expect(footer.getByRole('link').first()).toBeInViewport();
  // Skipped blocks keep a height but no width of their own: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
