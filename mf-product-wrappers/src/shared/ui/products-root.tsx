import type { ReactNode } from 'react';

/** The remote's root element: its language, version and load state for the page and for tests. */
export function ProductsRoot({
  module,
  locale,
  state,
  className = '',
  children,
  labelledBy,
}: {
  module: string;
  locale: string;
  state: string;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section
      className={`pw ${className}`}
      data-remote-root="mf_product_wrappers"
      data-remote-version={__REMOTE_VERSION__}
      data-module={module}
      data-state={state}
      lang={locale}
      aria-labelledby={labelledBy}
      aria-busy={state === 'pending' || state === 'idle' ? true : undefined}
    >
      {children}
    </section>
  );
}

/** Shown inside the slot when a wrapper throws while rendering. */
export function ProductsFallback() {
  return (
    <section className="pw" data-remote-root="mf_product_wrappers" data-remote-state="error" />
  );
}
