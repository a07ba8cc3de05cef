import { expect, test, type Page, type TestInfo } from '../../support/test';
import { consentCookieName } from '../../support/consent';
import { impressionsOf } from '../../support/flags-admin';
import { sdkEvaluations } from '../../support/data-layer';
import { slotMounted, slotShown } from '../navigation/navigation-helpers';
import { withoutScripts } from '../../support/server-rendered';

const userKeyOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'splitIoUserKey')!.value;
const consentCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === consentCookieName)?.value;
/** The consent status the page's flag client holds (its SDK's user consent; null while the SDK's code loads). */
const flagClientConsent = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as unknown as Record<
          symbol,
          { sdk: { UserConsent: { getStatus(): string } } | null } | undefined
        >
      )[Symbol.for('@shop/flags/client')]?.sdk?.UserConsent.getStatus() ?? null,
  );

/** The project's channel: French under `/fr` on its Swiss host, else on the Belgian one. */
function frenchStorefront(testInfo: TestInfo) {
  const base = new URL(testInfo.project.use.baseURL!);
  const wallart = base.hostname === 'localhost';
  base.hostname = wallart ? 'be.localhost' : 'kartenliebe-ch.localhost';
  base.pathname = wallart ? '/' : '/fr';
  return { url: base.href, basename: wallart ? '' : '/fr' };
}

test.describe('consent notice', () => {
  // A first visit: no choice made yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('asks on a first visit in the shopper’s language, links the locale’s privacy policy, and remembers the choice', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    await notice.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(notice).toBeHidden();
    expect(await consentCookieOf(page)).toBe('DECLINED');
    await expect.poll(() => flagClientConsent(page)).toBe('DECLINED');
    await page.reload();
    await expect(page.getByTestId('page')).toBeVisible();
    await expect(page.getByTestId('consent-notice')).toHaveCount(0);

    const french = frenchStorefront(testInfo);
    await page.goto(french.url);
    const notice2 = page.getByRole('region', { name: 'Votre vie privée' });
    await expect(notice2).toBeVisible();
    await expect(
      notice2.getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', `${french.basename}/protection-des-donnees`);
  });

  test('a first visit’s notice comes with the server’s HTML and hydrates; a shopper who chose never sees it, not even before scripts run', async ({
    browser,
    page,
    baseURL,
  }) => {
    const served = await withoutScripts(browser, baseURL!, '/', {
      context: { storageState: { cookies: [], origins: [] } },
    });
    await expect(served.getByRole('region', { name: 'Ihre Privatsphäre' })).toBeVisible();
    const domain = new URL(baseURL!).hostname;
    await served
      .context()
      .addCookies([{ name: consentCookieName, value: 'DECLINED', domain, path: '/' }]);
    await served.goto('/');
    await expect(served.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
      'data-remote-state',
      'server',
    );
    await expect(served.getByTestId('consent-notice')).toHaveCount(0);
    await served.context().close();

    const mismatches: string[] = [];
    page.on('pageerror', (error) => {
      if (/hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(error.message))
        mismatches.push(error.message);
    });
    await page.goto('/');
    await slotMounted(page, './Header');
    const notice = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await notice.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(notice).toBeHidden();
    expect(mismatches).toEqual([]);
  });

  test('accepting starts the flag client’s impressions: they reach the flag service', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', /on|off/);
    const userKey = await userKeyOf(page);
    // Without an answer the client only queues.
    await expect.poll(() => flagClientConsent(page)).toBe('UNKNOWN');
    expect(await impressionsOf(userKey)).toEqual([]);
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect.poll(() => flagClientConsent(page)).toBe('GRANTED');
    await expect
      .poll(() => impressionsOf(userKey))
      .toContainEqual(expect.objectContaining({ feature: 'content_switch' }));
  });

  test('the footer’s cookie settings reopen the notice with the current choice; changing it reaches the flag client', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(page.getByTestId('consent-notice')).toHaveCount(0);
    await slotShown(page, './Footer');
    const settings = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Cookie-Einstellungen' });

    await settings.click();
    const notice = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('consent-current')).toHaveText('Aktuelle Wahl: akzeptiert.');
    await notice.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(notice).toBeHidden();
    expect(await consentCookieOf(page)).toBe('DECLINED');
    await expect.poll(() => flagClientConsent(page)).toBe('DECLINED');
    // The link's hash is gone, so the same link opens the notice again.
    await expect(page).toHaveURL((url) => url.hash === '');

    await settings.click();
    await expect(notice.getByTestId('consent-current')).toHaveText('Aktuelle Wahl: abgelehnt.');
    await notice.getByRole('button', { name: 'Schließen' }).click();
    await expect(notice).toBeHidden();
    expect(await consentCookieOf(page)).toBe('DECLINED');
    await expect.poll(() => flagClientConsent(page)).toBe('DECLINED');
  });

  test('tracking=0 sends no impression beacon, even with consent, and shows no notice', async ({
    page,
    context,
  }, testInfo) => {
    const domain = new URL(testInfo.project.use.baseURL!).hostname;
    await context.addCookies([{ name: consentCookieName, value: 'GRANTED', domain, path: '/' }]);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/flags/api/testImpressions')) beacons.push(request.url());
    });
    await page.goto('/?tracking=0');
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', /on|off/);
    // The flag SDK is there, told that nothing may be tracked.
    await expect.poll(() => flagClientConsent(page)).toBe('DECLINED');
    await expect(page.getByTestId('consent-notice')).toHaveCount(0);
    const userKey = await userKeyOf(page);
    await page.goto('about:blank');

    // A second tab of the same shopper without the switch: its beacon arrives, so the first one would have too.
    const control = await context.newPage();
    await control.goto('/');
    // The server renders the variant too: wait for the flag SDK's own answer, which queues the impression.
    await expect
      .poll(() => sdkEvaluations(control))
      .toContainEqual(
        expect.objectContaining({
          feature: 'content_switch',
          treatment: expect.stringMatching(/^(on|off)$/),
        }),
      );
    await control.goto('about:blank');
    await expect
      .poll(() => impressionsOf(userKey))
      .toContainEqual(expect.objectContaining({ source: 'beacon' }));
    expect(beacons).toEqual([]);
  });
});
