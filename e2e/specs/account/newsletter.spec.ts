import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { linkIn, uniqueEmail, waitForMail } from '../../support/outbox';

test('newsletter double opt-in: subscribe, open the mailed link, see the confirmation', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail(testInfo, 'newsletter');
  await page.goto('/account');
  // No reCAPTCHA site key in development: the page sends the development token the API accepts there.
  const form = page.getByTestId('newsletter-page-form');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByTestId('newsletter-page-form-sent')).toHaveText(
    'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen geschickt haben.',
  );

  const mail = await waitForMail(request, baseURL!, email, 'newsletter-confirm');
  const link = linkIn(mail, '/web-api/newsletter-confirm');
  // The API confirms and redirects to /?newsletter=confirmed; the session parcel shows it in the newsletter dialog.
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Newsletter abonnieren' });
  await expect(dialog.getByTestId('newsletter-confirmed')).toHaveText(
    'Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.',
  );
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && !url.searchParams.has('newsletter'),
  );
  await dialog.getByRole('button', { name: 'Weiter einkaufen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The link works once; opened again, the dialog says so and offers the form.
  await page.goto(link);
  await expect(dialog.getByTestId('newsletter-link-invalid')).toHaveText(
    'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  );
  const other = uniqueEmail(testInfo, 'newsletter-dialog');
  await dialog.getByLabel('E-Mail-Adresse').fill(other);
  await dialog.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(dialog.getByTestId('newsletter-dialog-form-sent')).toContainText('Fast geschafft!');
  await waitForMail(request, baseURL!, other, 'newsletter-confirm');
  expect(errors).toEqual([]);
});
