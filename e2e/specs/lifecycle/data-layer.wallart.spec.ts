import { expect, test, type Page } from '../../support/test';

type Entry = { event: string; action?: string; dialogType?: string };

const accountDialogEntries = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'account_dialog')
      .map(({ action, dialogType }) => `${action} ${dialogType}`),
  );

async function openSignInThenSignUp(page: Page) {
  await page.getByTestId('account-item').click();
  await page
    .getByRole('dialog', { name: 'Anmelden' })
    .getByRole('button', { name: 'Kundenkonto anlegen' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Kundenkonto anlegen' })).toBeVisible();
}

test('what the shopper does in the account dialogs reaches the tag manager’s data layer', async ({
  page,
}) => {
  await page.goto('/');
  await openSignInThenSignUp(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => accountDialogEntries(page))
    .toEqual([
      'opened signIn',
      'switched-to-sign-up signIn',
      'closed signIn',
      'opened signUp',
      'closed signUp',
    ]);
});

test('with tracking=0 nothing reaches the data layer, for the rest of the visit too', async ({
  page,
}) => {
  await page.goto('/?tracking=0');
  await openSignInThenSignUp(page);
  await page.goto('/');
  await openSignInThenSignUp(page);
  expect(await accountDialogEntries(page)).toEqual([]);
  const flagEntries = await page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'feature_flag_evaluation',
      ).length,
  );
  expect(flagEntries).toBe(0);
});
