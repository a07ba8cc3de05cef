import type { Page } from '@playwright/test';

const serverShell =
  /<div id="root">[\s\S]*?<\/div>\n<script type="application\/json" id="shop-data">/;

/** A document as the edge sends it when it renders nothing: an empty root and no slots to hydrate. */
export function withoutServerRender(html: string): string {
  return html
    .replace(serverShell, '<div id="root"></div>\n<script type="application/json" id="shop-data">')
    .replace(/,"serverRendered":\[[^\]]*\]/, '');
}

/**
 * This page's documents render in the browser only, as when every slot missed its server budget:
 * for behaviour that belongs to the browser's own mounting (skeletons, fallbacks, time-outs, late
 * targets). Outside production the edge honours the header.
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-render-in-browser': '1' });
}
