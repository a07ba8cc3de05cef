import { expect, test, type Page } from '../../support/test';
import { bringWaitingBlocksNear, hydrationProblems } from '../../support/server-rendered';

// A start page and a product page, whose first screen holds a third remote.
const pagesOf = {
  wallart: ['/', '/fotobuch/hardcover-fotobuch'],
  kartenliebe: ['/', '/hochzeitskarten/einladungskarte-eukalyptus'],
} as const;
const channelOf = (name: string) => (name === 'kartenliebe' ? 'kartenliebe' : 'wallart');

/** Every element that makes the browser fetch a script, in the order the page adds them. */
async function recordAskedScripts(page: Page): Promise<() => Promise<URL[]>> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { askedScripts: string[] }).askedScripts = asked;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) asked.push(node.src);
          if (node instanceof HTMLLinkElement && node.rel === 'preload' && node.as === 'script')
            asked.push(node.href);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { askedScripts: string[] }).askedScripts.map((href) => new URL(href)),
    );
}

/** A published file, asked for from the page (the channel's host name is the browser's). */
const publishedJson = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (href) => (await fetch(href)).json(), path) as Promise<T>;

/** The files a pack's address names, as the paths they have on their own. */
const filesOf = (pack: URL) =>
  pack.searchParams
    .get('files')!
    .split(',')
    .map((file) => pack.pathname.replace(/pack\.js$/, file));

test.describe('script packs', () => {
  for (const index of [0, 1])
    test(`page ${index + 1}: the shell comes in one pack and the first-screen remotes in another, no file of which is asked for again, and every slot mounts`, async ({
      page,
    }, testInfo) => {
      const failedScripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.status() >= 400)
          failedScripts.push(`${response.status()} ${response.url()}`);
      });
      const askedScripts = await recordAskedScripts(page);
      await page.goto(pagesOf[channelOf(testInfo.project.name)][index]!);
      await expect(page.locator('[data-remote="mf_cms_page"]').first()).toHaveAttribute(
        'data-remote-state',
        'mounted',
      );
      await bringWaitingBlocksNear(page);
      await expect(page.locator('[data-remote]:not([data-remote-state="mounted"])')).toHaveCount(0);
      const asked = await askedScripts();
      const packs = asked.filter((url) => url.pathname.endsWith('/pack.js'));
      expect(packs.map((url) => url.pathname)).toEqual(['/assets/pack.js', '/remotes/pack.js']);
      const shellPack = packs[0]!.searchParams.get('files')!.split(',');
      expect(shellPack.some((file) => file.startsWith('bootstrap.'))).toBe(true);
      // The shell's runtime runs last in its pack, after the chunks it finds there.
      expect(shellPack.at(-1)).toMatch(/^main\./);
      // Each remote version's files together, its entry first.
      const remotesPack = packs[1]!.searchParams.get('files')!.split(',');
      const versions = [...new Set(remotesPack.map((file) => file.replace(/[^/]+$/, '')))];
      expect(versions.slice(0, 2)).toEqual([
        expect.stringMatching(/^mf_navigation\/[^/]+\/$/),
        expect.stringMatching(/^mf_cms_page\/[^/]+\/$/),
      ]);
      expect(versions).toHaveLength(index === 0 ? 2 : 3);
      for (const version of versions)
        expect(remotesPack.find((file) => file.startsWith(version))).toBe(
          `${version}remoteEntry.js`,
        );
      const packed = new Set(packs.flatMap(filesOf));
      expect(asked.filter((url) => packed.has(url.pathname)).map((url) => url.pathname)).toEqual(
        [],
      );
      // The page's blocks came with it: the CMS page asked for no code of its own afterwards.
      expect(
        asked
          .filter((url) => url.pathname.startsWith('/remotes/mf_cms_page/'))
          .filter((url) => !packed.has(url.pathname))
          .map((url) => url.pathname),
      ).toEqual([]);
      // Code a remote loads later comes from its own version's folder, not the pack's: the
      // footer, mounted once scrolled near.
      expect(failedScripts).toEqual([]);
      const navigationFolder = `/remotes/${versions[0]}`;
      const manifest = await publishedJson<{
        exposes: { name: string; assets: { js: { sync: string[] } } }[];
      }>(page, `${navigationFolder}mf-manifest.json`);
      const footerFiles = manifest.exposes
        .find((exposed) => exposed.name === 'Footer')!
        .assets.js.sync.map((file) => `${navigationFolder}${file}`);
      expect(
        asked.some((url) => footerFiles.includes(url.pathname) && !packed.has(url.pathname)),
      ).toBe(true);
    });

  test('a product page’s pack brings the code of its story’s blocks and of no other block', async ({
    page,
  }, testInfo) => {
    const problems = hydrationProblems(page);
    const askedScripts = await recordAskedScripts(page);
    await page.goto(pagesOf[channelOf(testInfo.project.name)][1]);
    await expect(page.locator('[data-remote="mf_cms_page"]').first()).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    const remotesPack = (await askedScripts()).find((url) => url.pathname === '/remotes/pack.js')!;
    const packed = new Set(filesOf(remotesPack));
    const cmsFolder = [...packed].find((file) => file.startsWith('/remotes/mf_cms_page/'))!;
    const folder = cmsFolder.replace(/[^/]+$/, '');
    const blocks = await publishedJson<Record<string, { js: string[] }>>(
      page,
      `${folder}block-chunks.json`,
    );
    const packsBlock = (component: string) =>
      blocks[component]!.js.every((file) => packed.has(`${folder}${file}`));
    const storyBlocks =
      channelOf(testInfo.project.name) === 'wallart'
        ? ['ProductQuality', 'QualityItem']
        : ['AccessoryTypes', 'SizeOverview'];
    for (const component of storyBlocks) expect(packsBlock(component), component).toBe(true);
    for (const component of ['Teaser', 'Quote', 'Video', 'ContactForm'])
      expect(packsBlock(component), component).toBe(false);
    // Each block rendered from the server's HTML, none waiting for its code.
    await expect(page.locator('.cms-page [aria-busy="true"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a pack names its source map, which leads DevTools to each file’s own sources', async ({
    page,
  }) => {
    const askedScripts = await recordAskedScripts(page);
    await page.goto('/');
    await expect(page.locator('[data-remote="mf_cms_page"]').first()).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    const remotesPack = (await askedScripts()).find((url) => url.pathname === '/remotes/pack.js')!;
    // Asked for as DevTools would, from the page (the channel's host name is the browser's).
    const map = await page.evaluate(async (href) => {
      const text = await (await fetch(href)).text();
      const mapHref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)![1]!;
      return (await (await fetch(new URL(mapHref, href))).json()) as {
        sections: { map: { sources: string[] } }[];
      };
    }, remotesPack.href);
    const sources = map.sections.flatMap((section) => section.map.sources);
    expect(sources.some((source) => source.includes('mf_navigation'))).toBe(true);
    expect(sources.some((source) => source.includes('mf_cms_page'))).toBe(true);
  });

  test('when the edge cannot send its packs, the page asks for their files one by one and still answers the shopper', async ({
    page,
  }) => {
    await page.route(/\/pack\.js\?/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' }),
    );
    const problems = hydrationProblems(page);
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.locator('[data-remote="mf_cms_page"]')).toHaveAttribute(
      'data-remote-state',
      'mounted',
    );
    await page.getByTestId('account-item').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
