import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Until the server-rendered slots are hydrated, their buttons and forms do not answer yet. */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('[data-remote-state="server"]'))
    // A page that navigates on by itself (a redirect, a reload) is waited for by the test's next step.
    .catch(() => undefined);
}

/**
 * Playwright's `test` whose page navigations (goto, reload, back, forward) return once the
 * page's server-rendered slots are interactive, as a shopper's next click expects.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForHydration(page);
        return response;
      }) as Page[typeof method];
    }
    await provide(page);
  },
});
