import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';

test.describe('composed start page', () => {
  test('shows the header from mf-navigation and the sign-in dialog from mf-account', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const accountFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf_account/')) accountFiles.push(request.url());
    });
    // The shell fetches the customer session itself; the account remote waits for the shopper.
    const customerData = page.waitForResponse((response) =>
      response.url().includes('/web-api/customer-data'),
    );
    await page.goto('/');
    expect((await customerData).ok()).toBe(true);

    const headerSlot = page.locator('[data-remote="mf_navigation"][data-remote-module="./Header"]');
    await expect(headerSlot).toHaveAttribute('data-remote-state', 'mounted');
    const header = headerSlot.locator('header.shop-header');
    await expect(header.locator('.shop-header__logo')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Service' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Hotline/ })).toHaveAttribute(
      'href',
      /^tel:\+49/,
    );
    await expect(header.getByTestId('cart-count')).toHaveText('0');
    // Web platform: no back button.
    await expect(header.getByRole('button', { name: /Zurück/ })).toHaveCount(0);

    expect(accountFiles).toEqual([]);

    const account = header.getByTestId('account-item');
    await expect(account).toHaveJSProperty('tagName', 'BUTTON');
    await account.click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible();
    await expect(
      page.locator('[data-remote="mf_account"][data-remote-module="./AccountDialogs"]'),
    ).toHaveAttribute('data-remote-state', 'mounted');
    await expect(dialog.getByLabel('E-Mail-Adresse')).toBeFocused();
    await expect(dialog.getByLabel('Passwort', { exact: true })).toBeVisible();

    const shared = await page.evaluate(() => {
      const federation = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
            >;
          };
        }
      ).__FEDERATION__;
      const loadedCopies = (name: string) =>
        Object.values(federation.__SHARE__).flatMap((scopes) =>
          Object.values(scopes).flatMap((scope) =>
            Object.values(scope[name] ?? {}).filter((entry) => entry.loaded),
          ),
        ).length;
      return {
        busInstances: (window as unknown as { __shopBusInstances?: number }).__shopBusInstances,
        effector: loadedCopies('effector'),
        react: loadedCopies('react'),
      };
    });
    expect(shared).toEqual({ busInstances: 1, effector: 1, react: 1 });
    expect(errors).toEqual([]);
  });

  test('the dialog keeps focus inside, locks the page and closes with Escape or its button', async ({
    page,
  }) => {
    await page.goto('/');
    const account = page.getByTestId('account-item');
    await account.click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await account.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('opening another dialog replaces the open one', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('account-item').click();
    await page
      .getByRole('dialog', { name: 'Anmelden' })
      .getByRole('button', { name: 'Kundenkonto anlegen' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Kundenkonto anlegen' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  test('the desktop platform shows a back button except on the desktop start page', async ({
    page,
  }) => {
    await page.goto('/d/fotobox');
    await expect(
      page.locator('header.shop-header').getByRole('button', { name: /Zurück/ }),
    ).toBeVisible();
    await page.goto('/d/desktop-startseite');
    await expect(page.locator('header.shop-header')).toBeVisible();
    await expect(
      page.locator('header.shop-header').getByRole('button', { name: /Zurück/ }),
    ).toHaveCount(0);
  });
});
