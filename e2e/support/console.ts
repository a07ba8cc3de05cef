import { expect, type Page } from '@playwright/test';
import type { PersonRole } from '@shop/contracts';
import { runStackCli } from './stack-cli';

/** Creates a release console account in the stack's database, as an operator does with `npm run people`. */
export function createConsoleAccount(name: string, role: PersonRole, password: string): void {
  const result = runStackCli(
    'infra/registry/src/console/people-cli.ts',
    ['add', name, '--role', role],
    password,
  );
  if (result.status !== 0 && !/already a person/.test(result.stderr))
    throw new Error(`creating ${name} failed: ${result.stderr}`);
}

/** The release console of the stack's registry. */
export function consoleUrl(): string {
  const registry = process.env.E2E_REGISTRY_URL;
  if (!registry)
    throw new Error('The stack is not running; run the browser tests through `npm test`.');
  return `${registry}/console/`;
}

/** Opens the console and logs in through its form. */
export async function logInToConsole(page: Page, name: string, password: string): Promise<void> {
  await page.goto(consoleUrl());
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
