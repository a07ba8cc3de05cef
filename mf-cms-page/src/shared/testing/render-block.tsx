import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PageProps } from '@shop/contracts';
import { CmsContextProvider, createCmsContext } from '../config/cms-context';

/** Page props of a German wall-art storefront; tests override what they need. */
export function pageProps(overrides: Partial<PageProps> = {}): PageProps {
  return {
    channel: 'wallart',
    country: 'de',
    locale: 'de-DE',
    platform: 'web',
    basename: '',
    pathname: '/',
    story: null,
    status: 'ok',
    contentVariant: 'off',
    pinnedRemotes: [],
    debug: false,
    ...overrides,
  };
}

/** Renders a block (or any element) inside the CMS page's context; `h1Uid` names the block that carries the page's h1. */
export function renderInPage(
  element: ReactElement,
  overrides: Partial<PageProps> = {},
  options: { h1Uid?: string } = {},
) {
  return render(
    <CmsContextProvider value={createCmsContext(pageProps(overrides), options.h1Uid ?? null)}>
      {element}
    </CmsContextProvider>,
  );
}
