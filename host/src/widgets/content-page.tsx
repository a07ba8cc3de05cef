import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTreatment } from '@shop/flags/react';
import { createTranslator } from '@shop/i18n';
import type { ShopDocumentData } from '@shop/contracts';

type StoryHeadline = { name?: string; content?: { title?: string } };

/**
 * The page body from the inlined story; the CMS block renderer takes this slot over once content
 * is composed. A missing or unavailable story shows the error text instead.
 */
export function ContentPage({ data }: { data: ShopDocumentData }) {
  const location = useLocation();
  const t = useMemo(() => createTranslator(data.storefront.locale), [data.storefront.locale]);
  // Content stories carry on and off variants; this flag picks one (control renders the default, off).
  const variant = useTreatment('content_switch') === 'on' ? 'on' : 'off';
  const story = data.page.story as StoryHeadline | null;
  return (
    <section
      className="shell-page"
      data-testid="page"
      data-path={location.pathname}
      data-page-status={data.page.status}
      data-content-variant={variant}
    >
      {data.page.status === 'not-found' && (
        <>
          <h1>{t('errorPage.notFoundTitle')}</h1>
          <p>{t('errorPage.notFoundText')}</p>
          <a href={data.storefront.basename || '/'}>{t('errorPage.home')}</a>
        </>
      )}
      {data.page.status === 'unavailable' && (
        <>
          <h1>{t('errorPage.title')}</h1>
          <p>{t('errorPage.text')}</p>
        </>
      )}
      {story && <h1>{story.content?.title || story.name}</h1>}
    </section>
  );
}
