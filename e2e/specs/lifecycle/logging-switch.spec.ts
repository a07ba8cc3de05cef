import { expect, test, type Page } from '../../support/test';

/** Health reports (page loads and failing remotes) a page sends to the edge. */
function healthReports(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/telemetry/remote-health') sent.push(request.url());
  });
  return sent;
}

test('logging=0 sends no report for the visit; the same shopper without it does', async ({
  page,
  context,
}) => {
  const switchedOff = healthReports(page);
  await page.goto('/?logging=0');
  await expect(page.getByTestId('page')).toBeVisible();
  // The next page of the visit keeps the switch without the parameter.
  await page.goto('/');
  await expect(page.getByTestId('page')).toBeVisible();

  // A second tab (a new visit) without the switch, opened after it: once its report is out, the
  // first tab's would have been too.
  const control = await context.newPage();
  const controlReports = healthReports(control);
  await control.goto('/');
  await expect(control.getByTestId('page')).toBeVisible();
  await expect.poll(() => controlReports.length).toBeGreaterThan(0);
  expect(switchedOff).toEqual([]);
});
