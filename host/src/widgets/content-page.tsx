import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTreatment } from '@shop/flags/react';
import { createTranslator } from '@shop/i18n';
import type { PageProps, PageStory, ShopDocumentData } from '@shop/contracts';
import { RemoteSlot } from '../shared/remote-slot';

/** While the CMS page remote is unavailable: the story's title, or the error text. */
function ContentFallback({ data, story }: { data: ShopDocumentData; story: PageStory | null }) {
  const t = createTranslator(data.storefront.locale);
  if (data.page.status === 'ok' && story) return <h1>{story.content?.title || story.name}</h1>;
  const missing = data.page.status === 'not-found';
  return (
    <>
      <h1>{t(missing ? 'errorPage.notFoundTitle' : 'errorPage.title')}</h1>
      <p>{t(missing ? 'errorPage.notFoundText' : 'errorPage.text')}</p>
      <a href={data.storefront.basename || '/'}>{t('errorPage.home')}</a>
    </>
  );
}

/** The page body: the CMS page remote renders the inlined story's blocks (or the error story). */
export function ContentPage({ data }: { data: ShopDocumentData }) {
  const location = useLocation();
  // Content stories carry on and off variants; this flag picks one (control renders the default, off).
  const variant = useTreatment('content_switch') === 'on' ? 'on' : 'off';
  const story = data.page.story as PageStory | null;
  const status = data.page.status === 'shell' ? 'ok' : data.page.status;
  const debug =
    data.environment !== 'production' && new URLSearchParams(location.search).get('debug') === '1';
  const props = useMemo<PageProps>(
    () => ({
      ...data.storefront,
      pathname: location.pathname,
      story,
      status,
      contentVariant: variant,
      pinnedRemotes: [...Object.keys(data.releaseSet.remotes), ...Object.keys(data.overrides)],
      debug,
    }),
    [data, location.pathname, story, status, variant, debug],
  );
  return (
    <section
      className="shell-page"
      data-testid="page"
      data-path={location.pathname}
      data-page-status={data.page.status}
      data-content-variant={variant}
    >
      <RemoteSlot
        remote="mf_cms_page"
        module="./Page"
        parcelProps={props}
        timeoutMs={data.remoteTimeoutMs}
        skeleton={<div className="shell-page-skeleton" aria-hidden="true" />}
        fallback={<ContentFallback data={data} story={story} />}
      />
    </section>
  );
}
