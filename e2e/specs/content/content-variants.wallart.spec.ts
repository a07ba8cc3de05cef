import { expect, test } from '../../support/test';
import { seededStory, waitForContent } from '../../support/content';

// The wall-art start page carries the seeded variant pair: customer pictures (on) against a quote (off).
test.describe('content variants', () => {
  test('the content_switch flag picks the blocks of its variant', async ({ page }) => {
    const content = seededStory('wallart', 'de-de/').content;
    const body = content.body as Array<{
      component: string;
      contentVariant?: string;
      headline?: string;
      text?: string;
    }>;
    const pictures = body.find((block) => block.contentVariant === 'on')!;
    const quote = body.find((block) => block.contentVariant === 'off')!;
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'on');
    await expect(page.getByText(pictures.headline!, { exact: true })).toBeVisible();
    await expect(page.getByText(quote.text!, { exact: false })).toHaveCount(0);
    await page.goto('/?ff_feature=content_switch&ff_treatment=off');
    await waitForContent(page);
    await expect(page.getByTestId('page')).toHaveAttribute('data-content-variant', 'off');
    await expect(page.getByText(quote.text!, { exact: false })).toBeVisible();
    await expect(page.getByText(pictures.headline!, { exact: true })).toHaveCount(0);
  });
});
