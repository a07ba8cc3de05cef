import { expect } from '@playwright/test';

/** A GET on the flag service's admin API (internal: tests reach it directly, never through the shop). */
export async function adminGet(path: string) {
  const response = await fetch(`${process.env.E2E_FLAGS_ADMIN_URL}${path}`, {
    headers: { authorization: `Bearer ${process.env.E2E_FLAGS_ADMIN_TOKEN}` },
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response.json();
}

export type Impression = { feature: string; treatment: string; source: string };

/** Impressions the flag service stored for a user key. */
export async function impressionsOf(userKey: string): Promise<Impression[]> {
  const body = (await adminGet(`/impressions?key=${encodeURIComponent(userKey)}`)) as {
    impressions: Impression[];
  };
  return body.impressions;
}
