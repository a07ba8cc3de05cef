import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/test';
import { asSameShopper, hydrationProblems, withoutScripts } from '../../support/server-rendered';
import { navigationOf, slotMounted } from '../navigation/navigation-helpers';

// Ads and newsletters add click ids and utm parameters to every link, a new value per click.
const campaignOf = () => ({
  utm_source: 'newsletter',
  utm_medium: 'email',
  gclid: randomUUID(),
  fbclid: randomUUID(),
});

/** `path` (which may have a query of its own) as a link in a campaign. */
const withCampaign = (path: string, campaign: Record<string, string>) => {
  const address = new URL(path, 'http://shop.invalid');
  for (const [key, value] of Object.entries(campaign)) address.searchParams.set(key, value);
  return `${address.pathname}${address.search}`;
};

const categoryOf = (name: string) => (name === 'kartenliebe' ? '/hochzeitskarten' : '/wandbilder');

test('every ad click or newsletter link is sent the page kept for all shoppers, without its click ids', async ({
  browser,
  baseURL,
}, testInfo) => {
  const path = categoryOf(testInfo.project.name);
  const served = await withoutScripts(browser, baseURL!, path);
  const page = await browser.newPage({ baseURL });
  await asSameShopper(served, page);
  await page.goto(path);
  // Asked as the browser asks for a document, by the shopper the kept page was rendered for.
  const fetched = (address: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return { render: response.headers.get('x-edge-render'), html: await response.text() };
    }, address);
  // A render in which a slot ran out of time on a busy machine is not kept: the next one is.
  await expect.poll(async () => (await fetched(path)).render, { timeout: 20_000 }).toBe('document');
  const plain = await fetched(path);
  for (const campaign of [campaignOf(), campaignOf()]) {
    const clicked = await fetched(withCampaign(path, campaign));
    expect(clicked.render).toBe('document');
    expect(clicked.html).not.toContain(campaign.gclid);
    expect(clicked.html).not.toContain(campaign.fbclid);
    expect(clicked.html).toBe(plain.html);
  }
  await served.context().close();
  await page.context().close();
});

test('a shopper from a newsletter sees the current tile and main item marked, on a page that hydrates cleanly, and the visit keeps its campaign', async ({
  page,
}) => {
  await page.goto('/');
  const item = (await navigationOf(page)).mainNavigation.find((entry) => entry.alwaysShowSubNavi)!;
  const tile = item.subItems.find((sub) => !sub.isHeadlineItem)!;
  const campaign = campaignOf();
  const problems = hydrationProblems(page);
  const attributed = page.waitForRequest(
    (request) =>
      request.url().includes('/web-api/customer-data?') &&
      new URL(request.url()).searchParams.get('gclid') === campaign.gclid,
  );

  await page.goto(withCampaign(tile.url, campaign));
  await attributed;
  await slotMounted(page, './SubNavigation');
  const current = page.getByTestId('sub-navigation').locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(tile.text);
  // The tag manager reads the campaign from the address, so it stays there.
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');

  // A main navigation item's own page is marked as that page, not as a page of its section.
  const main = (await navigationOf(page)).mainNavigation.find(
    (entry) => !entry.url.includes('?') && !entry.isOnlyInBurgerNavigation,
  )!;
  await page.goto(withCampaign(main.url, campaignOf()));
  await slotMounted(page, './Navigation');
  await expect(page.locator(`.main-nav__link[href="${main.url}"]`).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(problems).toEqual([]);
});
