import { expect, test } from '../../support/test';
import { buildSeed } from '../../../infra/content/seed/index';
import { mediaPathsIn } from '../../../host/server/images/seed-media';

const seeded = mediaPathsIn(buildSeed());
const imagesOf = (channel: string) =>
  seeded.filter(
    (path) => path.startsWith(`/media/content/${channel}/`) && /\.(jpe?g|png|svg)$/.test(path),
  );

test.describe('images through the edge', () => {
  test('every image the seeded stories name is there, resized as AVIF', async ({
    page,
  }, testInfo) => {
    const images = imagesOf(testInfo.project.name);
    expect(images.length).toBeGreaterThan(10);
    await page.goto('/');
    // Asked from the page, so the channel's own host name (kartenliebe.localhost) is used.
    const broken = await page.evaluate(async (paths) => {
      const problems: string[] = [];
      for (const path of paths) {
        const response = await fetch(`/cdn-cgi/image/width=320,quality=85,format=auto${path}`, {
          headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
        });
        const type = response.headers.get('content-type');
        if (response.status !== 200 || type !== 'image/avif')
          problems.push(`${path}: ${response.status} ${type}`);
      }
      return problems;
    }, images);
    expect(broken).toEqual([]);
  });

  test('a shop page shows a transformed image at the asked size, admitted by its CSP', async ({
    page,
  }, testInfo) => {
    const [path] = imagesOf(testInfo.project.name).filter((p) => p.endsWith('.jpg'));
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto('/');
    const url = `/cdn-cgi/image/width=200,height=150,fit=cover,quality=85,format=auto${path}`;
    const served = page.waitForResponse((response) => response.url().endsWith(url));
    const size = await page.evaluate(async (src) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, url);
    expect(size).toEqual({ width: 200, height: 150 });
    const response = await served;
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(cspViolations).toEqual([]);
  });

  test('a missing original or a foreign host is refused with a message', async ({ page }) => {
    await page.goto('/');
    const answers = await page.evaluate(async () => {
      const missing = await fetch('/cdn-cgi/image/width=100/media/content/none.jpg');
      const foreign = await fetch('/cdn-cgi/image/width=100/https://example.com/cat.jpg');
      return [missing.status, (await missing.json()).message, foreign.status];
    });
    expect(answers).toEqual([404, 'No original image at /media/content/none.jpg', 400]);
  });
});
