import { expect, test } from '../../support/test';

// The seeded redirect story (bilderbox → fotobox) is in the wall-art tree.
test('a redirect story sends the shopper on with its status', async ({ page, request }) => {
  const response = await request.get('/bilderbox', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/fotobox');
  await page.goto('/bilderbox');
  await expect(page).toHaveURL(/\/fotobox$/);
});
