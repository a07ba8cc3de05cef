import { expect, test } from '../../support/test';
import type { ChannelId } from '@shop/contracts';
import { collectPageErrors } from '../../support/page-errors';

/** One pre-configurator page per brand: its path, the product block it shows and its designer. */
const configuratorPages: Record<
  ChannelId,
  { path: string; module: string; heading: string; designer: string }
> = {
  wallart: {
    path: '/configurator-calendar',
    module: 'ProductDetailCalendar',
    heading: 'Fotokalender gestalten',
    designer: '/designer/calendar',
  },
  kartenliebe: {
    path: '/configurator-card',
    module: 'ProductDetailCard',
    heading: 'Grußkarten gestalten',
    designer: '/designer/card',
  },
};

test('a configurator path gets its locale and is a page leading to the designer', async ({
  page,
}) => {
  const { path, module, heading, designer } =
    configuratorPages[test.info().project.name as ChannelId];
  const errors = collectPageErrors(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(
    (url) => url.pathname === path && url.searchParams.get('locale') === 'de-DE',
  );

  const body = page.getByTestId('page');
  await expect(body).toHaveAttribute('data-page-status', 'ok');
  await expect(body.getByRole('heading', { level: 1 })).toHaveText(heading);
  const block = page.locator(`[data-remote-root="mf_product_wrappers"][data-module="${module}"]`);
  await expect(block).toHaveAttribute('data-state', 'success');
  const link = block.getByTestId('designer-link');
  await expect(link).toBeVisible();
  await expect
    .poll(async () => new URL((await link.getAttribute('href')) ?? '/', page.url()).pathname)
    .toBe(designer);
  expect(new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('locale')).toBe(
    'de-DE',
  );
  // Pre-configurator pages are reached with query parameters: they stay out of search indexes.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(errors).toEqual([]);
});
