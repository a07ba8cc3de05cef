import { expect, test } from '../../support/test';
import { remoteHealthPath, type RemoteHealthReport } from '@shop/contracts';
import { brokenRemoteDist } from '../../support/broken-remote';
import { registry, untilEdgeServes } from '../../support/registry';
import { bucketOf, userKeyCookie } from '../../../host/server/shopper-bucket';

const brokenVersion = '0.0.0-broken';
const canaryPercentage = 50;

/** A flag user key whose canary bucket is inside the canary. */
function userKeyInCanary(): string {
  for (let index = 0; ; index += 1) {
    const key = `canary-shopper-${index}`;
    if (bucketOf(key) < canaryPercentage) return key;
  }
}

test('a canary whose header throws on mount is stopped by its failure rate, and the next page load gets the live header', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const releases = registry();
  const live = await releases.active('wallart');
  const liveHeader = live.remotes.mf_navigation!.version;
  await releases.publishDir({
    remote: 'mf_navigation',
    version: brokenVersion,
    dir: brokenRemoteDist,
    reason: 'a header that throws on mount',
  });
  const { releaseSet: canary } = await releases.startCanary(
    'wallart',
    { mf_navigation: brokenVersion },
    canaryPercentage,
    'Header redesign',
  );

  // 49 shoppers in the canary already saw the header fail; the policy judges from 50 page loads.
  for (let shopper = 0; shopper < 49; shopper += 1) {
    const report: RemoteHealthReport = {
      channel: 'wallart',
      releaseSetId: canary.id,
      pageLoads: 1,
      failures: [{ remote: 'mf_navigation', version: brokenVersion, kind: 'mount' }],
    };
    const response = await request.post(`${baseURL}${remoteHealthPath}`, { data: report });
    expect(response.status()).toBe(204);
  }
  expect((await releases.status('wallart')).canary?.releaseSet.id).toBe(canary.id);

  // The 50th is a real shopper in the canary's bucket: the shell reports its failed header itself.
  const shopper = userKeyInCanary();
  await untilEdgeServes(baseURL!, canary.id, { cookie: `${userKeyCookie}=${shopper}` });
  await context.addCookies([{ name: userKeyCookie, value: shopper, url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByTestId('header-fallback')).toBeVisible();
  await expect
    .poll(async () => (await releases.status('wallart')).canary, { timeout: 30_000 })
    .toBeNull();

  const [stop] = await releases.audit('wallart');
  expect(stop).toMatchObject({ actor: 'system', action: 'canary-stop' });
  expect(stop!.reason).toMatch(
    new RegExp(
      `^Stopped automatically: mf_navigation ${brokenVersion} failed on 50 of 50 page loads \\(100\\.0 %\\)`,
    ),
  );

  await untilEdgeServes(baseURL!, live.id, { cookie: `${userKeyCookie}=${shopper}` });
  await page.reload();
  const header = page.locator('[data-remote="mf_navigation"] header.shop-header');
  await expect(header).toBeVisible();
  await expect(header).toHaveAttribute('data-remote-version', liveHeader);

  // Nobody makes the failing version live by promoting it instead.
  await expect(
    releases.promote('wallart', { mf_navigation: brokenVersion }, 'Try again'),
  ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/failed on 50 of 50/) });
});
