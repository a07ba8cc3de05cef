import { expect, test } from '../../support/test';
import { consoleUrl, createConsoleAccount, logInToConsole } from '../../support/console';

const password = 'release-console-e2e-0123';

test('a visitor gets the login page and the API answers 401', async ({ page, request }) => {
  await page.goto(consoleUrl());
  await expect(page.getByRole('heading', { name: 'Release console' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Promote…' })).toHaveCount(0);

  const api = new URL(consoleUrl()).origin;
  expect((await request.get(`${api}/console/api/session`)).status()).toBe(401);
  const promote = await request.post(`${api}/api/channels/wallart/promote`, {
    data: { remotes: { mf_navigation: { version: '1.0.0' } }, reason: 'no one' },
  });
  expect(promote.status()).toBe(401);

  await page.getByLabel('Name').fill('nobody');
  await page.getByLabel('Password').fill('not-the-password-0123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name or password is wrong');
});

test('a viewer sees every channel but no action, and the API refuses a promotion with 403', async ({
  page,
}) => {
  // One account per project: both channel projects run this file, possibly at the same time.
  const viewer = `vera-${test.info().project.name}`;
  createConsoleAccount(viewer, 'viewer', password);
  await logInToConsole(page, viewer, password);
  await expect(page.getByTestId('live-overview')).toBeVisible();
  await expect(page.getByTestId('live-set')).toBeVisible();
  await expect(page.getByRole('button', { name: /Promote|Roll back|canary/ })).toHaveCount(0);
  await expect(page.getByText('Changing release sets needs the releaser role')).toBeVisible();

  // Even with the session's own CSRF token, a viewer's write is refused.
  const refused = await page.evaluate(async () => {
    const session = await (await fetch('/console/api/session')).json();
    const response = await fetch('/api/channels/wallart/promote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ remotes: { mf_navigation: { version: '1.0.0' } }, reason: 'try' }),
    });
    return { status: response.status, message: (await response.json()).message };
  });
  expect(refused).toEqual({
    status: 403,
    message: `${viewer} may not change release sets: ask an admin for the role that allows it`,
  });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
