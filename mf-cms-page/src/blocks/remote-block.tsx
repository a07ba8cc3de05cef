import { useMemo } from 'react';
import {
  remoteBlocks,
  type ContentBlock,
  type RemoteBlockName,
  type RemoteBlockProps,
} from '@shop/contracts';
import { RemoteSlot } from '@shop/federation/react';
import { useCms } from '../shared/config/cms-context';

/** What stands in the block's place while its remote is missing or failed: its headline, if any. */
function RemoteBlockFallback({ block }: { block: ContentBlock }) {
  const headline = typeof block.headline === 'string' ? block.headline : null;
  return (
    <section
      className="cms-remote-block cms-remote-block--fallback"
      data-block={block.component}
      data-block-state="fallback"
    >
      {headline && <h2>{headline}</h2>}
    </section>
  );
}

/**
 * A block another remote renders (calculator, product wrappers), mounted from the release set's
 * pinned version; server-rendered, it hydrates once the shopper comes within a screen of it.
 */
export function RemoteBlock({ block }: { block: ContentBlock }) {
  const { storefront, pathname, pinnedRemotes } = useCms();
  const owner = remoteBlocks[block.component as RemoteBlockName];
  // The block was validated against its component's schema when it was published.
  const props = useMemo(
    () => ({ ...storefront, pathname, block }) as RemoteBlockProps,
    [storefront, pathname, block],
  );
  if (!owner || !pinnedRemotes.has(owner.remote)) return <RemoteBlockFallback block={block} />;
  return (
    <div className="cms-remote-block" data-block={block.component}>
      <RemoteSlot
        remote={owner.remote}
        module={owner.module}
        parcelProps={props}
        skeleton={<div className="cms-remote-block__skeleton" aria-hidden="true" />}
        fallback={<RemoteBlockFallback block={block} />}
        // A block further down the story costs its remote's code only when the shopper comes near.
        hydrateWhenNear
      />
    </div>
  );
}
