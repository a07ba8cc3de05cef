import { expect, test } from '../../support/test';

// The first price or date a page formats starts the browser's formatting library, 40–100 ms on
// the main thread; a worker started by the paint-first script does it on another thread.
test.describe('the formatting warm-up', () => {
  test('runs on a worker of its own, started before the shell’s code is asked for, which ends itself; the page’s prices show', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/intl-warm-up-failed|Content Security Policy/i.test(message.text()))
        warnings.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Workers that have ended by themselves.
    const ended: string[] = [];
    page.on('worker', (worker) =>
      worker.on('close', () => ended.push(new URL(worker.url()).pathname)),
    );
    await page.goto('/');
    await expect
      .poll(() => ended)
      .toEqual([expect.stringMatching(/^\/assets\/paint-first\/intl-warm-up\.\w+\.js$/)]);
    await expect(page.locator('[data-remote="mf_cms_page"]').first()).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    await expect(
      page
        .locator('#root')
        .getByText(/\d,\d\d\s?€/)
        .first(),
    ).toBeVisible();
    const shellCode = scripts.findIndex(
      (path) => /^\/(assets|remotes)\//.test(path) && !path.includes('/paint-first/'),
    );
    const warmUp = scripts.findIndex((path) => path.includes('/intl-warm-up.'));
    expect(warmUp).toBeGreaterThanOrEqual(0);
    expect(warmUp).toBeLessThan(shellCode);
    expect(warnings).toEqual([]);
  });
});
