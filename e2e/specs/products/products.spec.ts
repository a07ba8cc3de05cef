import { expect, test, type Locator, type Page } from '../../support/test';
import { cardQuantities, defaultCardQuantity } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import { collectPageErrors } from '../../support/page-errors';

const channelOf = () => test.info().project.name as ChannelId;

/** Where each product detail lives on a brand: a content page with the block, or the products page. */
const detailPages: Record<ChannelId, { calendar: string; card: string; photobook: string }> = {
  wallart: {
    calendar: '/fotokalender/wandkalender',
    card: '/products/card?themeId=2001',
    photobook: '/fotobuch/hardcover-fotobuch',
  },
  kartenliebe: {
    calendar: '/products/calendar?calendarType=wandkalender',
    card: '/hochzeitskarten/einladungskarte-eukalyptus',
    photobook: '/products?product=photobook',
  },
};

const euro = /\d{1,3}(\.\d{3})*,\d\d\s€/;

async function openDetail(page: Page, path: string, module: string): Promise<Locator> {
  // The designer link carries the ad-click id from its cookie.
  await page.context().addCookies([
    {
      name: 'gclid',
      value: 'e2e-click',
      url: page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
    },
  ]);
  await page.goto(path);
  const wrapper = page.locator(`[data-remote-root="mf_product_wrappers"][data-module="${module}"]`);
  await expect(wrapper).toHaveAttribute('data-state', 'success');
  // As a shopper who scrolls to it: a block below the first screen loads its code then.
  await wrapper.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="mf_product_wrappers"]').first()).not.toHaveAttribute(
    'data-remote-state',
    /waiting|server|loading/,
  );
  return wrapper;
}

const priceOf = (wrapper: Locator) => wrapper.locator('.pw-buy [data-price="current"]');

async function designerQuery(wrapper: Locator, testId = 'designer-link') {
  const href = await wrapper.getByTestId(testId).getAttribute('href');
  expect(href).toBeTruthy();
  const url = new URL(href!, 'http://shop');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

test.describe('product detail wrappers', () => {
  test('a calendar shows its options and a live price and leads to the calendar designer', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const wrapper = await openDetail(
      page,
      detailPages[channelOf()].calendar,
      'ProductDetailCalendar',
    );
    const formats = wrapper.getByRole('group', { name: 'Größe und Format' });
    await expect(formats.getByRole('radio')).not.toHaveCount(0);
    await expect(
      wrapper.getByRole('group', { name: 'Bindung und Aufhängung' }).getByRole('radio'),
    ).not.toHaveCount(0);
    await expect(priceOf(wrapper)).toHaveText(euro);

    // Another format is priced anew and goes into the link, as do the mounting and start month.
    const radios = formats.getByRole('radio');
    const before = await priceOf(wrapper).textContent();
    const last = radios.last();
    const format = await last.getAttribute('value');
    await last.check({ force: true });
    await expect.poll(async () => (await designerQuery(wrapper)).query.formatType).toBe(format);
    await expect(priceOf(wrapper)).toHaveText(euro);
    const start = wrapper.getByLabel('Startmonat');
    const options = await start
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    const chosen = options[3]!;
    await start.selectOption(chosen);
    const [year, month] = chosen.split('-');
    const mounting = await wrapper
      .getByRole('group', { name: 'Bindung und Aufhängung' })
      .getByRole('radio', { checked: true })
      .getAttribute('value');
    await expect
      .poll(async () => (await designerQuery(wrapper)).query)
      .toMatchObject({
        locale: 'de-DE',
        productType: 'wandkalender',
        formatType: format,
        mountingType: mounting,
        startMonth: month,
        year,
        optionTypes: 'ohne',
        gclid: 'e2e-click',
      });
    expect((await designerQuery(wrapper)).path).toBe('/designer/calendar');
    expect(before).toMatch(euro);
    expect(errors).toEqual([]);
  });

  test('a card shows its options and a live price and leads to the card designer and to a sample', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const wrapper = await openDetail(page, detailPages[channelOf()].card, 'ProductDetailCard');
    const quantity = wrapper.getByLabel('Anzahl');
    await expect(quantity).toHaveValue(String(defaultCardQuantity));
    expect(await quantity.locator('option').count()).toBe(cardQuantities.length);
    await expect(
      wrapper.getByRole('group', { name: 'Kartenart und Format' }).getByRole('radio'),
    ).not.toHaveCount(0);
    await expect(priceOf(wrapper)).toHaveText(euro);
    const first = await priceOf(wrapper).textContent();

    await quantity.selectOption('100');
    await expect(priceOf(wrapper)).not.toHaveText(first!);
    await expect(priceOf(wrapper)).toHaveText(euro);
    const card = await designerQuery(wrapper);
    expect(card.path).toBe('/designer/card');
    expect(card.query).toMatchObject({ locale: 'de-DE', quantity: '100', gclid: 'e2e-click' });
    expect(card.query.themeId).toMatch(/^\d+$/);
    expect(card.query.productType).toBeTruthy();
    expect(card.query.formatType).toBeTruthy();
    expect(card.query).not.toHaveProperty('sample');

    const sample = await designerQuery(wrapper, 'sample-link');
    expect(sample.query).toMatchObject({
      themeId: card.query.themeId,
      quantity: '1',
      sample: '1',
      s: 'googleshopping',
    });
    expect(errors).toEqual([]);
  });

  test('a photobook shows its options and a live price and leads to the photobook designer with the template of its format', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const wrapper = await openDetail(
      page,
      detailPages[channelOf()].photobook,
      'ProductDetailPhotobook',
    );
    for (const group of ['Einband', 'Bindung', 'Papier'])
      await expect(wrapper.getByRole('group', { name: group }).getByRole('radio')).not.toHaveCount(
        0,
      );
    await expect(priceOf(wrapper)).toHaveText(euro);

    const formats = wrapper.getByRole('group', { name: 'Größe und Format' }).getByRole('radio');
    const values = await formats.evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).value),
    );
    for (const value of values) {
      await formats.and(page.locator(`[value="${value}"]`)).check({ force: true });
      const template = value.includes('-quer')
        ? 'landscape'
        : value.includes('-hoch')
          ? 'portrait'
          : 'square';
      await expect
        .poll(async () => (await designerQuery(wrapper)).query)
        .toMatchObject({
          photobookFormat: value,
          templateId: template,
        });
    }
    const pages = wrapper.getByLabel('Seitenzahl');
    const before = await priceOf(wrapper).textContent();
    const counts = await pages
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    await pages.selectOption(counts.at(-1)!);
    await expect(priceOf(wrapper)).not.toHaveText(before!);
    const link = await designerQuery(wrapper);
    expect(link.path).toBe('/designer/photobook');
    expect(link.query).toMatchObject({
      locale: 'de-DE',
      photobookPages: counts.at(-1),
      amount: '1',
      gclid: 'e2e-click',
    });
    expect(link.query.photobookPrinting).toBeTruthy();
    expect(link.query.photobookCover).toMatch(/^(hard|soft)$/);
    expect(errors).toEqual([]);
  });
});

test.describe('the card overview', () => {
  test('filters, sorts and pages 12 or 48 themes, all in the URL, and keeps the filter on reload', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/products/card');
    const overview = page.locator('[data-module="OverviewThemes"]');
    await expect(overview).toHaveAttribute('data-state', 'success');
    const tiles = overview.getByTestId('theme-tile');
    await expect(tiles).toHaveCount(12);

    // Filter by a colour: the URL says so, every tile has it, the count shrinks.
    const unfiltered = await overview.getByTestId('overview-count').textContent();
    await overview.locator('[data-filter="color"] summary').click();
    const colour = overview.locator('[data-filter="color"] input[type="checkbox"]').first();
    const value = (await colour.getAttribute('value'))!;
    await colour.check();
    await expect(page).toHaveURL(new RegExp(`[?&]color=${value}(&|$)`));
    await expect(overview).toHaveAttribute('data-state', 'success');
    await expect(overview.getByTestId('overview-count')).not.toHaveText(unfiltered!);
    const filtered = await overview.getByTestId('overview-count').textContent();

    await page.reload();
    await expect(overview).toHaveAttribute('data-state', 'success');
    await expect(overview.getByTestId('overview-count')).toHaveText(filtered!);
    await overview.locator('[data-filter="color"] summary').click();
    await expect(overview.locator(`[data-filter="color"] input[value="${value}"]`)).toBeChecked();

    // Back to everything, newest first, 48 a page, then the second page.
    await overview.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).not.toHaveURL(/color=/);
    await overview.getByLabel('Sortieren nach').selectOption('created');
    await expect(page).toHaveURL(/sort=created/);
    await expect(overview).toHaveAttribute('data-state', 'success');
    const newest = await tiles.first().getAttribute('data-theme-id');
    await overview.getByLabel('Pro Seite').selectOption('48');
    await expect(page).toHaveURL(/pageSize=48/);
    await expect(overview).toHaveAttribute('data-state', 'success');
    const total = Number(
      (await overview.getByTestId('overview-count').textContent())!.replace(/\D/g, ''),
    );
    await expect(tiles).toHaveCount(Math.min(total, 48));
    expect(await tiles.first().getAttribute('data-theme-id')).toBe(newest);
    await overview.getByLabel('Pro Seite').selectOption('12');
    await expect(page).not.toHaveURL(/pageSize=/);
    await expect(tiles).toHaveCount(Math.min(total, 12));
    const next = overview.getByRole('button', { name: 'Weiter' });
    if (total <= 12) {
      // One page only: no paging to offer.
      await expect(next).toHaveCount(0);
    } else {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(overview).toHaveAttribute('data-state', 'success');
      await expect(tiles.first()).not.toHaveAttribute('data-theme-id', newest!);
      await expect(overview.getByText(`Seite 2 von ${Math.ceil(total / 12)}`)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the themes page', () => {
  test('shows a theme with its cards and leads each card to the designer; an unknown id is a 404', async ({
    page,
  }) => {
    await page.goto('/products/card');
    const overview = page.locator('[data-module="OverviewThemes"]');
    await expect(overview).toHaveAttribute('data-state', 'success');
    const tile = overview.getByTestId('theme-tile').first();
    const themeId = (await tile.getAttribute('data-theme-id'))!;
    const name = (await tile.locator('.pw-tile__name').textContent())!;

    const response = await page.goto(`/themes/${themeId}`);
    expect(response?.status()).toBe(200);
    const themes = page.locator('[data-module="ThemesPage"]');
    await expect(themes).toHaveAttribute('data-state', 'success');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const cards = themes.getByTestId('theme-card');
    await expect(cards).not.toHaveCount(0);
    const href = await cards.first().getByTestId('designer-link').getAttribute('href');
    expect(Object.fromEntries(new URL(href!, 'http://shop').searchParams)).toMatchObject({
      themeId,
      quantity: String(defaultCardQuantity),
    });

    const missing = await page.goto('/themes/no-such-theme');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('[data-module="ThemesPage"]')).toHaveCount(0);
  });
});
