import { useEffect, useState, type ReactNode } from 'react';
import type {
  RemoteModule,
  RemoteModuleProps,
  RemoteName,
  ShopDocumentData,
} from '@shop/contracts';
import { RemoteSlot } from '../shared/remote-slot';
import { createTranslator } from '@shop/i18n';

type RemotePageProps<R extends RemoteName, M extends RemoteModule<R>> = {
  data: ShopDocumentData;
  remote: R;
  module: M;
  parcelProps: RemoteModuleProps[R][M];
  /** Page name for tests and styles: `product`, `themes`. */
  name: string;
  title: string;
  text: string;
};

const skeleton = (
  <div className="shell-page-skeleton" aria-hidden="true" data-testid="page-skeleton" />
);

/** Skeleton for the first paint, then the fallback: for a remote this release set does not pin. */
function Unpinned({ fallback }: { fallback: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  return settled ? fallback : skeleton;
}

/**
 * A page a remote renders: mounted when the release set pins the remote (or a development override
 * names it), else a real page with the title, a short text and a link to the start page.
 */
export function RemotePage<R extends RemoteName, M extends RemoteModule<R>>(
  props: RemotePageProps<R, M>,
) {
  const { data, remote, module, parcelProps, name, title, text } = props;
  const t = createTranslator(data.storefront.locale);
  const fallback = (
    <div className="shell-page-fallback" data-testid={`${name}-page-fallback`}>
      <h1>{title}</h1>
      <p role="status">{text}</p>
      <a href={data.storefront.basename || '/'}>{t('errorPage.home')}</a>
    </div>
  );
  const pinned = remote in data.releaseSet.remotes || remote in data.overrides;
  return (
    <section className="shell-page" data-testid="page" data-page={name}>
      {pinned ? (
        <RemoteSlot
          remote={remote}
          module={module}
          parcelProps={parcelProps}
          timeoutMs={data.remoteTimeoutMs}
          skeleton={skeleton}
          fallback={fallback}
        />
      ) : (
        <Unpinned fallback={fallback} />
      )}
    </section>
  );
}
