import type { ContentBlock } from '../content-model/blocks';
import type { StorefrontProps } from '../remote-props';

/** A page story as the content gateway answers it: relations resolved, rich text rendered and sanitised. */
export type PageStory = {
  name: string;
  uuid?: string;
  full_slug?: string;
  content: ContentBlock & {
    title?: string;
    teaser?: ContentBlock[];
    uspTeaser?: ContentBlock[];
    calculator?: ContentBlock[];
    body?: ContentBlock[];
  };
};

/** Why a page shows what it shows; the error story stands in for a missing page. */
export type PageStatus = 'ok' | 'not-found' | 'unavailable';

/** Props of `mf_cms_page/Page`, version 1. */
export type PageProps = StorefrontProps & {
  /** Current path below the basename. */
  pathname: string;
  /** The page's story; for a missing page the locale's `error` story; null when content is unavailable. */
  story: PageStory | null;
  status: PageStatus;
  /** Treatment of the `content_switch` flag: blocks marked for the other variant are left out. */
  contentVariant: 'on' | 'off';
  /** Remotes the release set pins: blocks owned by a remote that is not pinned show their fallback at once. */
  pinnedRemotes: string[];
  /** The debug switch (`?debug=1` outside production): the error page shows its details. */
  debug: boolean;
};
