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
    // When the page started the worker, on the page's own clock: the worker's thread fetches its
    // script whenever the browser schedules it, so the order of requests would prove nothing.
    await page.addInitScript(() => {
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          (window as { workerStartedAt?: number }).workerStartedAt ??= performance.now();
        }
      };
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
    const { workerStartedAt, shellAskedAt } = await page.evaluate(() => ({
      workerStartedAt: (window as { workerStartedAt?: number }).workerStartedAt,
      shellAskedAt: performance
        .getEntriesByType('resource')
        .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime }))
        .filter(({ path }) => /^\/(assets|remotes)\/.*\.m?js$/.test(path))
        .filter(({ path }) => !path.includes('/paint-first/'))
        .map(({ startTime }) => startTime)
        .sort((a, b) => a - b)[0],
    }));
    expect(workerStartedAt).toBeDefined();
    expect(shellAskedAt).toBeDefined();
    expect(workerStartedAt!).toBeLessThan(shellAskedAt!);
    expect(warnings).toEqual([]);
  });
});
