import { expect, test } from '../../support/test';
import { collectPageErrors } from '../../support/page-errors';
import {
  expectedHeadlines,
  loadAllImages,
  seededStory,
  waitForContent,
} from '../../support/content';

const port = process.env.E2E_PORT;

/** Every storefront of a channel: its start page and the story folder it reads. */
const storefronts = {
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
} as const;

const categoryPages = {
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
} as const;

type Channel = keyof typeof storefronts;

test.describe('content pages render their stories', () => {
  test('every storefront start page shows its story with loaded images and no missing block', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const channel = testInfo.project.name as Channel;
    const errors = collectPageErrors(page);
    for (const [host, folder] of storefronts[channel]) {
      const response = await page.goto(`http://${host}:${port}/`);
      expect(response?.status(), host).toBe(200);
      await waitForContent(page);
      await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
      const story = seededStory(channel, `${folder}/`);
      for (const headline of expectedHeadlines(story.content, 'on')) {
        await expect(
          page.getByText(headline, { exact: true }).first(),
          `${host}: ${headline}`,
        ).toBeVisible();
      }
      await expect(page.locator('[data-block-missing]')).toHaveCount(0);
      await loadAllImages(page);
      await expect(page.locator('.cms-page .shop-image[data-state="error"]'), host).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('category and service pages show their story’s headlines and blocks', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const channel = testInfo.project.name as Channel;
    const errors = collectPageErrors(page);
    for (const slug of categoryPages[channel]) {
      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await waitForContent(page);
      await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
      for (const headline of expectedHeadlines(
        seededStory(channel, `de-de/${slug}`).content,
        'on',
      )) {
        await expect(
          page.getByText(headline, { exact: true }).first(),
          `${slug}: ${headline}`,
        ).toBeVisible();
      }
      await expect(page.locator('[data-block-missing]')).toHaveCount(0);
      await expect(page.locator('.cms-page h1')).toHaveCount(1);
      await loadAllImages(page);
      await expect(page.locator('.cms-page .shop-image[data-state="error"]'), slug).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('a missing page answers 404 with the content-managed error story', async ({
    page,
  }, testInfo) => {
    const channel = testInfo.project.name as Channel;
    const errorStory = seededStory(channel, 'de-de/error');
    const response = await page.goto('/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await waitForContent(page);
    await expect(page.locator('.cms-page')).toHaveAttribute('data-page-status', 'not-found');
    for (const headline of expectedHeadlines(errorStory.content, 'on')) {
      await expect(page.getByText(headline, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('error-details')).toHaveCount(0);
    await page.goto('/diese-seite-gibt-es-nicht?debug=1');
    await expect(page.getByTestId('error-details')).toContainText(
      'Page not found: /diese-seite-gibt-es-nicht',
    );
  });
});
