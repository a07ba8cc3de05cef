import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { linkIn, uniqueEmail, waitForMail } from '../../support/outbox';
import {
  accountItem,
  expectLoggedInHeader,
  openSignIn,
  signUpThroughDialog,
  submitSignIn,
  type Shopper,
} from '../../support/account';

test.describe('account: sign-up, log-out and log-in', () => {
  test('sign up, confirm by the mailed link, log out on the account page and log in again', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const shopper: Shopper = {
      firstName: 'Anna',
      lastName: `Berg ${testInfo.project.name}`,
      email: uniqueEmail(testInfo, 'sign-up'),
      password: 'Leinwand-Tanne-2024',
    };
    await page.goto('/');
    await signUpThroughDialog(page, shopper);

    // Double opt-in: the mailed link creates the account, logs this browser in and lands on ?signup=confirmed.
    const mail = await waitForMail(request, baseURL!, shopper.email, 'sign-up-confirm');
    await page.goto(linkIn(mail, '/web-api/customer-signup/confirm'));
    const welcome = page.getByRole('dialog', { name: 'Kundenkonto anlegen' });
    await expect(welcome.getByTestId('sign-up-confirmed')).toHaveText(
      `Willkommen, ${shopper.firstName} ${shopper.lastName}! Ihr Kundenkonto wurde angelegt.`,
    );
    await expectLoggedInHeader(page, shopper);
    // The outcome leaves the address bar, so a reload does not greet again.
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('signup'));
    await welcome.getByRole('button', { name: 'Weiter einkaufen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await accountItem(page).click();
    await expect(page).toHaveURL(/\/account$/);
    const account = page.getByTestId('account-page');
    await expect(account.getByTestId('account-signed-in')).toContainText(
      `Hallo ${shopper.firstName} ${shopper.lastName}`,
    );
    await account.getByRole('button', { name: 'Abmelden' }).click();
    await expect(account.getByTestId('logged-out')).toHaveText(
      'Sie haben sich abgemeldet. Bis bald!',
    );
    await expect(accountItem(page)).toHaveJSProperty('tagName', 'BUTTON');

    await account
      .getByTestId('account-signed-out')
      .getByRole('button', { name: 'Anmelden' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await submitSignIn(dialog, shopper.email, shopper.password);
    await expect(dialog).toBeHidden();
    await expectLoggedInHeader(page, shopper);
    await expect(account.getByTestId('account-signed-in')).toContainText(
      `Hallo ${shopper.firstName} ${shopper.lastName}`,
    );

    // The session is the server's: a new page load is still logged in.
    await page.reload();
    await expectLoggedInHeader(page, shopper);
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the server’s message in the dialog and keeps what was typed', async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail(testInfo, 'wrong-password');
    await page.goto('/');
    const dialog = await openSignIn(page);
    await submitSignIn(dialog, email, 'falsches-Passwort-1');

    await expect(dialog.getByRole('alert')).toHaveText(
      'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    );
    await expect(dialog.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(dialog.getByLabel('Passwort', { exact: true })).toHaveValue('falsches-Passwort-1');
    await expect(dialog.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
    await expect(accountItem(page)).toHaveJSProperty('tagName', 'BUTTON');

    // Checked in the browser before sending: the field says what is wrong, beside it.
    await dialog.getByLabel('E-Mail-Adresse').fill('anna@');
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const emailField = dialog.getByLabel('E-Mail-Adresse');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await emailField.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(errors).toEqual([]);
  });
});
