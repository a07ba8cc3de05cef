import { expect, test } from '../../support/test';
import { loadAllImages, waitForContent } from '../../support/content';
import { accessibilityViolations } from '../navigation/navigation-helpers';

const pages = { wallart: ['/', '/wandbilder'], kartenliebe: ['/', '/hochzeitskarten'] } as const;

test('content pages have no WCAG 2.2 AA violations (axe-core)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  for (const path of pages[testInfo.project.name as keyof typeof pages]) {
    await page.goto(path);
    await waitForContent(page);
    await loadAllImages(page);
    expect(await accessibilityViolations(page, '.cms-page'), path).toEqual([]);
  }
});
