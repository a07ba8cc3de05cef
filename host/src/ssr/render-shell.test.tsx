import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getApiClient } from '@shop/api-client';
import { RemoteSlot, usePageSearch, useSlotAnswers } from '@shop/federation/react';
import type { ShopDocumentData } from '@shop/contracts';
import { renderShell, type ShellRenderOptions, type SlotFailure } from './render-shell';

const data: ShopDocumentData = {
  storefront: { channel: 'wallart', country: 'de', locale: 'de-DE', platform: 'web', basename: '' },
  environment: 'production',
  releaseSet: { id: 1, channel: 'wallart', environment: 'production', remotes: {} },
  overrides: {},
  remoteTimeoutMs: 8000,
  hotline: null,
  navigation: null,
  integrations: { googleClientId: null, recaptchaSiteKey: null },
  flags: { sdkKey: null, readyTimeoutMs: 1000 },
  page: { status: 'ok', story: { name: 'Start', content: { title: 'Wandbilder' } } },
};

const Page = ({ story }: { story: { content: { title: string } } }) => (
  <h1>{`${story.content.title} für dein Zuhause`}</h1>
);
const Header = () => <header>Wallart</header>;

function options(
  modules: Record<string, ComponentType<never>>,
): ShellRenderOptions & { onSlotError: ReturnType<typeof vi.fn<(failure: SlotFailure) => void>> } {
  return {
    url: 'http://localhost/',
    slotBudgetMs: 200,
    loadModule: async (remote, module) =>
      (modules[`${remote}:${module}`] as ComponentType<object> | undefined) ?? null,
    onSlotError: vi.fn<(failure: SlotFailure) => void>(),
  };
}

describe('renderShell', () => {
  it('renders each slot with the props the browser gives it, and lists the slots that hydrate', async () => {
    const rendered = await renderShell(
      data,
      options({ 'mf_cms_page:./Page': Page, 'mf_navigation:./Header': Header }),
    );
    expect(rendered?.html).toContain('<h1>Wandbilder für dein Zuhause</h1>');
    expect(rendered?.html).toContain('data-remote-state="server"><header>Wallart</header></div>');
    expect(rendered?.serverRendered.sort()).toEqual([
      'mf_cms_page:./Page',
      'mf_navigation:./Header',
    ]);
  });

  it('sends a slot that throws client-rendered, with its skeleton, and reports it', async () => {
    const Broken = () => {
      throw new Error('window is not defined');
    };
    const settings = options({ 'mf_cms_page:./Page': Page, 'mf_navigation:./Header': Broken });
    const rendered = await renderShell(data, settings);
    expect(rendered?.serverRendered).toEqual(['mf_cms_page:./Page']);
    expect(rendered?.html).toMatch(
      /data-remote="mf_navigation"[^>]*data-remote-state="loading"><\/div>/,
    );
    expect(settings.onSlotError).toHaveBeenCalledWith({
      remote: 'mf_navigation',
      module: './Header',
      reason: 'error',
      message: 'window is not defined',
    });
  });

  it('leaves a slot to the browser when its server build does not load within the budget', async () => {
    const settings = options({ 'mf_cms_page:./Page': Page });
    const loadModule = settings.loadModule;
    settings.loadModule = (remote, module) =>
      remote === 'mf_navigation' ? new Promise(() => undefined) : loadModule(remote, module);
    const rendered = await renderShell(data, settings);
    expect(rendered?.serverRendered).toEqual(['mf_cms_page:./Page']);
    expect(settings.onSlotError).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf_navigation', reason: 'timeout' }),
    );
  });

  it('renders a slot a remote nests inside its own, and lists it to hydrate', async () => {
    const Calculator = ({ headline }: { headline: string }) => <p className="calc">{headline}</p>;
    const PageWithCalculator = () => (
      <article>
        <h1>Leinwand</h1>
        <RemoteSlot
          remote="mf_calculator"
          module="./Calculator"
          parcelProps={{ headline: 'Dein Format' }}
          fallback={null}
        />
      </article>
    );
    const rendered = await renderShell(
      data,
      options({
        'mf_cms_page:./Page': PageWithCalculator,
        'mf_calculator:./Calculator': Calculator,
      }),
    );
    expect(rendered?.html).toMatch(
      /<h1>Leinwand<\/h1><div data-remote="mf_calculator"[^>]*data-remote-state="server"><p class="calc">Dein Format<\/p><\/div>/,
    );
    expect(rendered?.serverRendered.sort()).toEqual([
      'mf_calculator:./Calculator',
      'mf_cms_page:./Page',
    ]);
  });

  it('keeps the outer slot when a nested one fails: the nested one goes to the browser', async () => {
    const Broken = () => {
      throw new Error('document is not defined');
    };
    const PageWithCalculator = () => (
      <article>
        <h1>Leinwand</h1>
        <RemoteSlot remote="mf_calculator" module="./Calculator" parcelProps={{}} fallback={null} />
      </article>
    );
    const settings = options({
      'mf_cms_page:./Page': PageWithCalculator,
      'mf_calculator:./Calculator': Broken,
    });
    const rendered = await renderShell(data, settings);
    expect(rendered?.serverRendered).toEqual(['mf_cms_page:./Page']);
    expect(rendered?.html).toContain('<h1>Leinwand</h1>');
    expect(rendered?.html).toMatch(/data-remote="mf_calculator"[^>]*data-remote-state="loading"/);
    expect(settings.onSlotError).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf_calculator', reason: 'error' }),
    );
  });

  it('renders a slot with the answers it loads for the page’s storefront and query, and hands them to the browser', async () => {
    const load = vi.fn(async () => ({
      [`price:${JSON.stringify(getApiClient().config.locale)}`]: { priceCurrent: 29.95 },
    }));
    const Priced = () => {
      const search = usePageSearch();
      const answers = useSlotAnswers('price', load)!;
      const [price] = Object.values(answers) as { priceCurrent: number }[];
      return <p>{`${search}: ${price!.priceCurrent} €`}</p>;
    };
    const settings = {
      ...options({ 'mf_cms_page:./Page': Page, 'mf_navigation:./Header': Priced }),
      url: 'http://localhost/?format=a4',
      apiBaseUrls: { webApi: '/web-api', priceApi: '/price-api', frontendApi: '/frontend-api' },
    };
    const rendered = await renderShell(data, settings);
    expect(rendered?.html).toContain('<p>format=a4: 29.95 €</p>');
    expect(rendered?.answers).toEqual({
      'mf_navigation:./Header': { 'price:"de-DE"': { priceCurrent: 29.95 } },
    });
    // Once, though the slot rendered again after its answers arrived.
    expect(load).toHaveBeenCalledTimes(1);
    expect(settings.onSlotError).not.toHaveBeenCalled();
  });

  it('leaves a slot whose answers fail to load to the browser, and keeps the others', async () => {
    const Failing = () => {
      useSlotAnswers('price', async () => {
        throw new Error('catalogue unavailable');
      });
      return <p>never</p>;
    };
    const settings = options({ 'mf_cms_page:./Page': Page, 'mf_navigation:./Header': Failing });
    const rendered = await renderShell(data, settings);
    expect(rendered?.serverRendered).toEqual(['mf_cms_page:./Page']);
    expect(rendered?.answers).toEqual({});
    expect(settings.onSlotError).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf_navigation', message: 'catalogue unavailable' }),
    );
  });

  it('renders the consent notice for a shopper who has not chosen yet, and none for one who has', async () => {
    const modules = { 'mf_cms_page:./Page': Page };
    const firstVisit = await renderShell({ ...data, consentNoticeShown: true }, options(modules));
    expect(firstVisit?.html).toContain('data-testid="consent-notice"');
    expect(firstVisit?.html).toContain('Ihre Privatsphäre');
    const chosen = await renderShell({ ...data, consentNoticeShown: false }, options(modules));
    expect(chosen?.html).not.toContain('consent-notice');
  });
});
