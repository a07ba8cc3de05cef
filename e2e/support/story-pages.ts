import type { ChannelId } from '@shop/contracts';
import { expect, test, type Page } from './test';
import { collectPageErrors } from './page-errors';
import { expectedHeadlines, loadAllImages, seededStory, waitForContent } from './content';

const port = process.env.E2E_PORT;

/** Every storefront of a channel: its host and the story folder its start page reads. */
const storefronts: Record<ChannelId, readonly (readonly [string, string])[]> = {
  wallart: [
    ['localhost', 'de-de'],
    ['ch.localhost', 'de-ch'],
    ['li.localhost', 'de-li'],
    ['gb.localhost', 'en-gb'],
    ['com.localhost', 'en-us'],
    ['es.localhost', 'es-es'],
    ['be.localhost', 'fr-be'],
    ['fr.localhost', 'fr-fr'],
    ['it.localhost', 'it-it'],
    ['nl.localhost', 'nl-nl'],
  ],
  kartenliebe: [
    ['kartenliebe.localhost', 'de-de'],
    ['kartenliebe-at.localhost', 'de-de'],
    ['kartenliebe-ch.localhost', 'de-ch'],
  ],
};

const categoryPages: Record<ChannelId, readonly string[]> = {
  wallart: [
    'wandbilder',
    'leinwanddruck',
    'fotoabzuege',
    'fotobox',
    'zubehoer',
    'fotobuch/',
    'kontakt',
    'gutschein',
    'desktop-startseite',
  ],
  kartenliebe: ['hochzeitskarten/', 'geburtskarten', 'kontakt', 'gutschein'],
};

/**
 * One test per page (each with its own time budget): the page answers 200 and shows its story's
 * headlines, every block, and every image loaded.
 */
export function describeStoryPages(channel: ChannelId): void {
  test.describe('content pages render their stories', () => {
    for (const [host, folder] of storefronts[channel]) {
      test(`the start page of ${host} shows its story with loaded images and no missing block`, async ({
        page,
      }) => {
        const errors = collectPageErrors(page);
        const response = await page.goto(`http://${host}:${port}/`);
        expect(response?.status()).toBe(200);
        await expectStory(page, seededStory(channel, `${folder}/`).content);
        expect(errors).toEqual([]);
      });
    }

    for (const slug of categoryPages[channel]) {
      test(`/${slug} shows its story’s headlines, one h1 and loaded images`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const response = await page.goto(`/${slug}`);
        expect(response?.status()).toBe(200);
        await expectStory(page, seededStory(channel, `de-de/${slug}`).content);
        await expect(page.locator('.cms-page h1')).toHaveCount(1);
        expect(errors).toEqual([]);
      });
    }
  });
}

async function expectStory(page: Page, content: Record<string, unknown>): Promise<void> {
  await waitForContent(page);
  await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
  for (const headline of expectedHeadlines(content, 'on')) {
    await expect(page.getByText(headline, { exact: true }).first(), headline).toBeVisible();
  }
  await expect(page.locator('[data-block-missing]')).toHaveCount(0);
  await loadAllImages(page);
  await expect(page.locator('.cms-page .shop-image[data-state="error"]')).toHaveCount(0);
}
