import { expect, test, type Page } from '@playwright/test';
import { consentCookieName } from '../../support/consent';
import { impressionsOf } from '../../support/flags-admin';

const port = process.env.E2E_PORT;
const userKeyOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'splitIoUserKey')!.value;

test.describe('consent notice', () => {
  // A first visit: no choice made yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('asks on a first visit in the shopper’s language, links the locale’s privacy policy, and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    await notice.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(notice).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === consentCookieName)?.value).toBe(
      'DECLINED',
    );
    await page.reload();
    await expect(page.getByTestId('page')).toBeVisible();
    await expect(page.getByTestId('consent-notice')).toHaveCount(0);

    await page.goto(`http://be.localhost:${port}/`);
    const french = page.getByRole('region', { name: 'Votre vie privée' });
    await expect(french).toBeVisible();
    await expect(
      french.getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', '/protection-des-donnees');
  });

  test('accepting starts the flag client’s impressions: they reach the flag service', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', /on|off/);
    const userKey = await userKeyOf(page);
    // Without an answer the client only queues.
    expect(await impressionsOf(userKey)).toEqual([]);
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect
      .poll(() => impressionsOf(userKey))
      .toContainEqual(expect.objectContaining({ feature: 'content_switch' }));
  });

  test('tracking=0 sends no impression beacon, even with consent, and shows no notice', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: consentCookieName, value: 'GRANTED', domain: 'localhost', path: '/' },
    ]);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/flags/api/testImpressions')) beacons.push(request.url());
    });
    await page.goto('/?tracking=0');
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', /on|off/);
    await expect(page.getByTestId('consent-notice')).toHaveCount(0);
    const userKey = await userKeyOf(page);
    await page.goto('about:blank');

    // A second tab of the same shopper without the switch: its beacon arrives, so the first one would have too.
    const control = await context.newPage();
    await control.goto('/');
    await expect(control.getByTestId('page')).toHaveAttribute('data-content-variant', /on|off/);
    await control.goto('about:blank');
    await expect
      .poll(() => impressionsOf(userKey))
      .toContainEqual(expect.objectContaining({ source: 'beacon' }));
    expect(beacons).toEqual([]);
  });
});

test.describe('scrolling', () => {
  test('a link to a part of the page scrolls there once it has rendered', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await page.goto('/#footer');
    const footer = page.locator('#footer');
    await expect(footer).toBeVisible();
    // The footer is the last part of the page: it is in view, with the page scrolled down to it.
    await expect(footer).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
