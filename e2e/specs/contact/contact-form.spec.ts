import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import { fromNode, uniqueEmail, waitForMail, type OutboxMail } from '../../support/outbox';

// The development service addresses of the shop API (SHOP_SERVICE_ADDRESSES defaults).
const serviceAddress = (projectName: string) => `service@${projectName}.localhost`;

test('the contact form shows a field error, then sends; the message reaches the service team', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const sender = uniqueEmail(testInfo, 'contact');
  const text = `Wann kommt meine Bestellung an? (${sender})`;
  await page.goto('/kontakt');
  const block = page.locator('[data-block="ContactForm"]');
  const email = block.getByLabel('Ihre E-Mail-Adresse');
  const send = block.getByRole('button', { name: 'Nachricht senden' });

  await block.getByLabel('Ihr Name').fill('Erika Muster');
  await email.fill('erika@');
  await send.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill(sender);
  const topic = block.getByLabel('Thema');
  const firstTopic = (await topic.locator('option').nth(1).textContent())!;
  await topic.selectOption(firstTopic);
  await block.getByLabel('Bestellnummer (optional)').fill('WA-4711');
  await block.getByLabel('Ihre Nachricht').fill(text);
  await send.click();
  const status = block.getByRole('status');
  await expect(status).toContainText('Vielen Dank für Ihre Nachricht!');
  const reference = /CM-[A-Z2-9]{8}/.exec((await status.textContent())!)![0];

  const confirmation = await waitForMail(request, baseURL!, sender, 'contact-confirmation');
  expect(confirmation.subject).toContain(reference);
  expect(confirmation.text).toContain(firstTopic);
  let forTeam: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          fromNode(
            `${baseURL}/web-api/dev/outbox?to=${encodeURIComponent(serviceAddress(testInfo.project.name))}`,
          ),
        );
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        forTeam = mails.find((mail) => mail.subject.includes(reference));
        return forTeam ? 'arrived' : 'not yet';
      },
      { message: `the ${reference} mail to the service team` },
    )
    .toBe('arrived');
  expect(forTeam!.text).toContain(text);
  expect(forTeam!.text).toContain('WA-4711');
  expect(errors).toEqual([]);
});
