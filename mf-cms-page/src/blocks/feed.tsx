import { useCms } from '../shared/config/cms-context';
import { ContentLink } from '../shared/ui/content-link';
import type { BlockProps } from './types';
import './feed.css';

/**
 * The ideas feed of one product family. Its entries come with the feed service; until then the
 * block says new ideas are coming and leads to the overview page editors link (no made-up items).
 */
export function Feed({ block }: BlockProps<'Feed'>) {
  const { t } = useCms();
  return (
    <section className="cms-feed" data-block="Feed" data-feed-type={block.feedType}>
      <h2>{block.headline}</h2>
      {block.text && <p>{block.text}</p>}
      <p className="cms-feed__empty" role="status">
        {t('cms.feed.empty')}
      </p>
      {block.link && (
        <ContentLink link={block.link} className="cms-button">
          {t('cms.feed.link')}
        </ContentLink>
      )}
    </section>
  );
}
