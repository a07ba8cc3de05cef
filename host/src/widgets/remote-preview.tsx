import { useParams } from 'react-router';
import type { ShopDocumentData } from '@shop/contracts';
import { RemoteSlot } from '@shop/federation/react';

/**
 * Development only: mounts any exposed module of a pinned (or overridden) remote with the
 * storefront props, so a team sees a new remote inside the live shell before the host has a slot for it.
 */
export function RemotePreview({ data }: { data: ShopDocumentData }) {
  const { remote = '', module = '' } = useParams();
  // Any remote this page registered (pinned or overridden), even one this shell was built before.
  const known =
    (remote in data.releaseSet.remotes || remote in data.overrides) &&
    /^[A-Za-z0-9]+$/.test(module);
  if (data.environment === 'production' || !known) {
    return (
      <p role="alert" data-testid="remote-preview-refused">
        No preview for {remote}/{module}: the remote is not in this channel's release set, or the
        module name is not valid.
      </p>
    );
  }
  return (
    <section data-testid="remote-preview" data-preview-of={`${remote}/${module}`}>
      <RemoteSlot
        remote={remote}
        module={`./${module}`}
        parcelProps={data.storefront}
        timeoutMs={data.remoteTimeoutMs}
        skeleton={<div className="shell-page-skeleton" aria-hidden="true" />}
        fallback={
          <p role="alert" data-testid="remote-preview-failed">
            {remote}/{module} did not load; see the browser console.
          </p>
        }
      />
    </section>
  );
}
