import { expect, type Locator, type Page } from '@playwright/test';

/** A shopper for the account flows; the texts below are the German storefront's (de-DE). */
export type Shopper = { firstName: string; lastName: string; email: string; password: string };

export function accountItem(page: Page): Locator {
  return page.locator('[data-remote="mf_navigation"]').getByTestId('account-item');
}

/** The header shows the logged-in shopper's first and last name. */
export async function expectLoggedInHeader(page: Page, shopper: Shopper): Promise<void> {
  const item = accountItem(page);
  await expect(item).toHaveJSProperty('tagName', 'A');
  await expect(item).toContainText(`${shopper.firstName} ${shopper.lastName}`);
}

/** Opens the sign-in dialog from the header and returns it. */
export async function openSignIn(page: Page): Promise<Locator> {
  await accountItem(page).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and sends the sign-in form of an open dialog. */
export async function submitSignIn(
  dialog: Locator,
  email: string,
  password: string,
): Promise<void> {
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Signs up through the dialogs (sign-in → create account) and waits for the "check your mail" answer. */
export async function signUpThroughDialog(page: Page, shopper: Shopper): Promise<void> {
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kundenkonto anlegen' });
  await dialog.getByLabel('Vorname').fill(shopper.firstName);
  await dialog.getByLabel('Nachname').fill(shopper.lastName);
  await dialog.getByLabel('E-Mail-Adresse').fill(shopper.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(dialog.getByTestId('sign-up-sent')).toContainText(
    'Bitte bestätigen Sie Ihre Adresse',
  );
}
