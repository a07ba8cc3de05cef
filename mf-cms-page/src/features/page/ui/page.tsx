import { useEffect, useMemo } from 'react';
import type { Locale } from '@shop/catalogue';
import type { ContentBlock, PageProps } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';
import { BlockList } from '../../../blocks/block-list';
import { CmsContextProvider, createCmsContext, useCms } from '../../../shared/config/cms-context';
import { logCms } from '../../../shared/lib/log';
import '../../../blocks/blocks.css';

const pageSections = ['teaser', 'uspTeaser', 'calculator', 'body'] as const;

/**
 * The block that carries the page's h1: the first hero teaser or h1 headline, in reading order;
 * without either, the page's opening teaser (an error page opens with its message).
 */
function h1BlockUid(content: Record<string, unknown> | undefined): string | null {
  if (!content) return null;
  const blocks = pageSections.flatMap((section) =>
    Array.isArray(content[section]) ? (content[section] as ContentBlock[]) : [],
  );
  const first = blocks.find(
    (block) =>
      (block.component === 'Teaser' && block.variant === 'hero') ||
      (block.component === 'Headline' && block.level === 'h1'),
  );
  const opener = Array.isArray(content.teaser)
    ? (content.teaser as ContentBlock[]).find((block) => block.component === 'Teaser')
    : undefined;
  return (first ?? opener)?._uid ?? null;
}

function ErrorDetails({ status, pathname }: { status: PageProps['status']; pathname: string }) {
  const { t } = useCms();
  return (
    <details className="cms-error-details" data-testid="error-details">
      <summary>{t('errorPage.details')}</summary>
      <p>
        {status === 'not-found'
          ? `404 · Page not found: ${pathname}`
          : `503 · Content unavailable: ${pathname}`}
      </p>
    </details>
  );
}

/** Without any story: the error texts of the shell's language. */
function NoStory({ status, basename }: { status: PageProps['status']; basename: string }) {
  const { t } = useCms();
  const missing = status === 'not-found';
  return (
    <section className="cms-no-story">
      <h1>{t(missing ? 'errorPage.notFoundTitle' : 'errorPage.title')}</h1>
      <p>{t(missing ? 'errorPage.notFoundText' : 'errorPage.text')}</p>
      <a href={basename || '/'} className="cms-button">
        {t('errorPage.home')}
      </a>
    </section>
  );
}

/** `mf_cms_page/Page`: the story's blocks in order (teaser, USP teaser, calculator, body), or the error story. */
export function Page(props: PageProps) {
  const { story, status, pathname, debug, basename } = props;
  const content = story?.content;
  const h1Uid = useMemo(() => h1BlockUid(content), [content]);
  const context = useMemo(() => createCmsContext(props, h1Uid), [props, h1Uid]);
  const isPage = content?.component === 'Page';
  useEffect(() => {
    if (status === 'not-found')
      logCms({ level: 'info', event: 'CMS page not found', path: pathname });
    else if (story && !isPage)
      logCms({
        level: 'error',
        event: 'CMS page not found',
        path: pathname,
        component: content?.component,
      });
  }, [status, story, isPage, pathname, content?.component]);

  return (
    <CmsContextProvider value={context}>
      <article
        className="cms-page"
        data-channel={props.channel}
        data-story={story?.full_slug ?? ''}
        data-page-status={status}
      >
        {isPage ? (
          <>
            {!h1Uid && <h1 className="cms-visually-hidden">{content.title || story?.name}</h1>}
            {pageSections.map((section) => (
              <BlockList key={section} blocks={content[section]} />
            ))}
          </>
        ) : (
          <NoStory status={status === 'ok' ? 'not-found' : status} basename={basename} />
        )}
        {debug && status !== 'ok' && <ErrorDetails status={status} pathname={pathname} />}
      </article>
    </CmsContextProvider>
  );
}

/** Shown inside the slot when the page itself fails to render. */
export function PageFallback({ locale, basename }: PageProps) {
  const t = createTranslator(locale as Locale);
  return (
    <article className="cms-page" data-page-status="failed">
      <p>{t('errorPage.text')}</p>
      <a href={basename || '/'}>{t('errorPage.home')}</a>
    </article>
  );
}
