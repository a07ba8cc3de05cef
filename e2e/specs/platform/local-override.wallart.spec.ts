import { expect, test } from '../../support/test';
import { startRemoteDevServer, type DevServer } from '../../support/dev-server';
import { collectPageErrors } from '../../support/page-errors';

// A remote team points its own browser at its local build; the shop around it stays as pinned.
let devServer: DevServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  devServer = await startRemoteDevServer('mf-navigation', '0.0.0-local');
});
test.afterAll(async () => devServer?.stop());

test('a local development build replaces the pinned remote for this browser until cleared', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const header = page.locator('[data-remote="mf_navigation"] header.shop-header');

  await page.goto(
    `/?remote-override=${encodeURIComponent(`mf_navigation@${devServer.manifestUrl}`)}`,
  );
  await expect(header).toHaveAttribute('data-remote-version', '0.0.0-local');
  // The rest of the page still runs the pinned release: the account remote opens its dialog.
  await header.getByTestId('account-item').click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();

  await page.goto('/');
  await expect(header).toHaveAttribute('data-remote-version', '0.0.0-local');

  await page.goto('/?remote-override=');
  await expect(header).not.toHaveAttribute('data-remote-version', '0.0.0-local');
  expect(errors).toEqual([]);
});
