import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';

/** One mail of the shop API's development outbox (`GET /web-api/dev/outbox`). */
export type OutboxMail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
};

/** An address no other test or run uses: the channel's project, the time and a random part. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${testInfo.project.name}-${Date.now()}-${random}@example.org`.toLowerCase();
}

/**
 * The same address on plain `localhost`: Node (unlike Chromium) does not resolve `*.localhost`, and the
 * edge proxies `/web-api` alike for every host name (a mailed token carries its own channel).
 */
export function fromNode(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname.endsWith('.localhost')) parsed.hostname = 'localhost';
  return parsed.toString();
}

/**
 * Waits for the newest mail of a kind to an address (the API writes some mails after answering)
 * and returns it; reads through the edge, as a shopper's mailbox would get it.
 */
export async function waitForMail(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  kind: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          fromNode(`${baseURL}/web-api/dev/outbox?to=${encodeURIComponent(to)}`),
        );
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        found = mails.find((mail) => mail.kind === kind);
        return found
          ? 'arrived'
          : `no ${kind} mail yet (${mails.map((mail) => mail.kind).join(', ') || 'none'})`;
      },
      { timeout: 15_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe('arrived');
  return found!;
}

/** The mail's link whose path matches, e.g. `/account/password-reset`. */
export function linkIn(mail: OutboxMail, path: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`The ${mail.kind} mail has no ${path} link: ${mail.links.join(', ')}`);
  return link;
}
