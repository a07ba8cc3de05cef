import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { loadContentTokens } from '@shop/content';
import { buildSeed } from '../../infra/content/seed/index';

type Block = {
  component?: string;
  contentVariant?: string;
  headline?: unknown;
  [field: string]: unknown;
};

/** The seeded story of a channel at a full slug (`de-de/wandbilder`), as editors wrote it. */
export function seededStory(
  channel: string,
  fullSlug: string,
): { name: string; content: Record<string, unknown> } {
  const found = buildSeed().find(
    ({ space, story }) => space === channel && story.full_slug === fullSlug,
  );
  if (!found?.story.content) throw new Error(`no seeded story ${channel}:${fullSlug}`);
  return found.story as { name: string; content: Record<string, unknown> };
}

/** Headlines a shopper must see on a seeded page in the given content variant (from its teaser, USP teaser, calculator and body). */
export function expectedHeadlines(
  content: Record<string, unknown>,
  variant: 'on' | 'off',
): string[] {
  const blocks = ['teaser', 'uspTeaser', 'calculator', 'body'].flatMap(
    (section) => (content[section] as Block[] | undefined) ?? [],
  );
  return blocks
    .filter((block) => !block.contentVariant || block.contentVariant === variant)
    .flatMap((block) =>
      typeof block.headline === 'string'
        ? [block.headline]
        : block.component === 'Headline'
          ? [String(block.text)]
          : [],
    );
}

/** Waits until the CMS page remote has rendered the story (or its fallback took the slot). */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
    'data-remote-state',
    'mounted',
  );
  await expect(page.locator('.cms-page')).toBeVisible();
}

/** Scrolls through the page so lazy images start, then waits until none is still loading. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // A frame lets lazy images see the viewport; the time-out keeps a page without frames moving.
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    }
  });
  await expect(page.locator('.cms-page .shop-image[data-state="loading"]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** The content service's management API of the stack under test. */
export async function manageContent(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${process.env.E2E_CONTENT_URL}${path}`, {
    method,
    headers: { authorization: loadContentTokens().management, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}
