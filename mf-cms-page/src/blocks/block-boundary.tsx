import type { ReactNode } from 'react';
import { LoggedBoundary } from '../shared/ui/logged-boundary';

type Props = { component: string; uid: string; children: ReactNode };

/** One block's failure stays in its place: it renders nothing and is logged once; the page goes on. */
export function BlockBoundary({ component, uid, children }: Props) {
  return (
    <LoggedBoundary
      event="block-render-failed"
      details={{ component, uid }}
      fallback={
        <div className="cms-block-failed" data-block={component} data-block-state="failed" hidden />
      }
    >
      {children}
    </LoggedBoundary>
  );
}
