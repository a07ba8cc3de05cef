import type { PageProps } from '@shop/contracts';

/** `mf_cms_page/Page`: replace this placeholder with the remote's first screen. */
export function Page({ locale, channel }: PageProps) {
  return (
    <section className="mf-cms-page" data-remote-root="mf_cms_page" data-remote-version={__REMOTE_VERSION__} lang={locale}>
      <h2>Page</h2>
      <p>
        mf_cms_page {__REMOTE_VERSION__} · {channel} · {locale}
      </p>
    </section>
  );
}

/** Shown inside the slot when the component throws while rendering. */
export function PageFallback() {
  return <section className="mf-cms-page" data-remote-root="mf_cms_page" data-remote-state="error" />;
}
