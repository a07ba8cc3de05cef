import type { Page } from '@playwright/test';

/** Collects uncaught errors of the page; a passing page has none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
