import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { fromNode, linkIn, uniqueEmail, waitForMail } from '../../support/outbox';
import {
  expectLoggedInHeader,
  openSignIn,
  signUpThroughDialog,
  submitSignIn,
  type Shopper,
} from '../../support/account';

test('password reset: request the mail, set a new password on the linked page, log in with it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const shopper: Shopper = {
    firstName: 'Bernd',
    lastName: `Kurz ${testInfo.project.name}`,
    email: uniqueEmail(testInfo, 'reset'),
    password: 'Fotobuch-Alt-2023',
  };
  const newPassword = 'Fotobuch-Neu-2025';
  await page.goto('/');
  await signUpThroughDialog(page, shopper);
  // Confirmed outside this browser: the account exists, this page stays logged out.
  const confirmation = await waitForMail(request, baseURL!, shopper.email, 'sign-up-confirm');
  expect(
    (
      await request.get(fromNode(linkIn(confirmation, '/web-api/customer-signup/confirm')), {
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(303);
  await page.getByRole('dialog').getByRole('button', { name: 'Weiter einkaufen' }).click();

  const signIn = await openSignIn(page);
  await signIn.getByLabel('E-Mail-Adresse').fill(shopper.email);
  await signIn.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const reset = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
  // The address typed in the sign-in dialog comes along.
  await expect(reset.getByLabel('E-Mail-Adresse')).toHaveValue(shopper.email);
  await reset.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(reset.getByTestId('password-reset-sent')).toHaveText(
    'Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts geschickt.',
  );

  const mail = await waitForMail(request, baseURL!, shopper.email, 'password-reset');
  const link = linkIn(mail, '/account/password-reset');
  await page.goto(link);
  const account = page.getByTestId('account-page');
  await expect(account.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await account.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await account.getByLabel('Neues Passwort wiederholen').fill(`${newPassword}x`);
  await account.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(account.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await account.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await account.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(account.getByTestId('password-changed')).toHaveText(
    'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  );

  await account.getByRole('button', { name: 'Jetzt anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await submitSignIn(dialog, shopper.email, shopper.password);
  await expect(dialog.getByRole('alert')).toHaveText(
    'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  );
  await expect(dialog.getByLabel('E-Mail-Adresse')).toHaveValue(shopper.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInHeader(page, shopper);

  // The link works once: opened again, the page says so and offers a new one.
  await page.goto(link);
  await account.getByLabel('Neues Passwort', { exact: true }).fill('Fotobuch-Dritt-2026');
  await account.getByLabel('Neues Passwort wiederholen').fill('Fotobuch-Dritt-2026');
  await account.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(account.getByTestId('reset-link-unusable')).toHaveText(
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  );
  await account.getByRole('button', { name: 'Neuen Link anfordern' }).click();
  await expect(page.getByRole('dialog', { name: 'Passwort zurücksetzen' })).toBeVisible();
  expect(errors).toEqual([]);
});
