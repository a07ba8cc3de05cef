import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { uniqueEmail, waitForMail } from '../../support/outbox';

// Both channels' German voucher pages hold the Voucher block (infra/content seeds, slug `gutschein`).
test('a gift voucher is bought, its mailed code redeemed once, and a second redemption is refused', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const recipient = uniqueEmail(testInfo, 'voucher-recipient');
  const buyer = uniqueEmail(testInfo, 'voucher-buyer');
  await page.goto('/gutschein');
  const block = page.locator('[data-block="Voucher"]');
  const buy = block.getByRole('button', { name: 'Gutschein bestellen' });

  // A bad address is caught beside its field before anything is sent.
  await block.getByLabel('E-Mail-Adresse der beschenkten Person').fill('lena@');
  await buy.click();
  const recipientField = block.getByLabel('E-Mail-Adresse der beschenkten Person');
  await expect(recipientField).toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(block.getByLabel('Name der beschenkten Person')).toBeFocused();

  const amounts = block.getByRole('group', { name: 'Betrag' }).getByRole('radio');
  await amounts.nth(1).check({ force: true });
  const amountText = (await amounts.nth(1).locator('xpath=..').textContent())!.trim();
  await block.getByLabel('Name der beschenkten Person').fill('Lena');
  await recipientField.fill(recipient);
  await block.getByLabel('Persönliche Nachricht (optional)').fill('Alles Liebe!');
  await block.getByLabel('Ihre E-Mail-Adresse für die Bestätigung').fill(buyer);
  await buy.click();
  await expect(block.getByRole('status')).toContainText(
    `Vielen Dank! Der Gutschein ist unterwegs an ${recipient}.`,
  );
  await expect(block.getByRole('status')).toContainText(/Bestellnummer: GV-[A-Z2-9]{8}/);

  const mail = await waitForMail(request, baseURL!, recipient, 'gift-voucher');
  expect(mail.text.replace(/\s/g, ' ')).toContain(amountText.replace(/\s/g, ' '));
  expect(mail.text).toContain('Alles Liebe!');
  const code = /\b[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}\b/.exec(mail.text)![0];
  const receipt = await waitForMail(request, baseURL!, buyer, 'gift-voucher-receipt');
  expect(receipt.text).not.toContain(code);

  const redeem = block.getByRole('region', { name: 'Gutschein einlösen' });
  await redeem.getByLabel('Gutscheincode').fill(code.toLowerCase());
  await redeem.getByRole('button', { name: 'Einlösen' }).click();
  await expect(redeem.getByRole('status')).toContainText('ist eingelöst');

  await redeem.getByRole('button', { name: 'Weiteren Code einlösen' }).click();
  await redeem.getByLabel('Gutscheincode').fill(code);
  await redeem.getByRole('button', { name: 'Einlösen' }).click();
  const codeField = redeem.getByLabel('Gutscheincode');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(redeem.getByText('Dieser Gutschein wurde bereits eingelöst.')).toBeVisible();
  expect(errors).toEqual([]);
});
