import { useEffect, useRef } from 'react';
import { useCms } from '../config/cms-context';
import { resolveContentLink } from './content-link';
import { LoggedBoundary } from './logged-boundary';

/** Applies the content link rules to the links inside editor HTML (the gateway sanitised the HTML itself). */
function useContentLinks(basename: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const anchor of ref.current?.querySelectorAll('a[href]') ?? []) {
      const resolved = resolveContentLink(anchor.getAttribute('href'), basename);
      if (!resolved) {
        anchor.removeAttribute('href');
        continue;
      }
      anchor.setAttribute('href', resolved.href);
      if (resolved.external) {
        anchor.setAttribute('target', '_blank');
        anchor.setAttribute('rel', 'noopener noreferrer');
      } else {
        anchor.removeAttribute('target');
      }
    }
  });
  return ref;
}

function RichTextHtml({ html, className }: { html: string; className?: string }) {
  const { basename } = useCms();
  const ref = useContentLinks(basename);
  // The content gateway sanitises every HTML field (sanitize-html allow-list) before it reaches the page.
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Sanitised rich text from the content gateway; a render failure hides the text and is logged. */
export function RichText({
  html,
  uid,
  className,
}: {
  html: string | undefined;
  uid: string;
  className?: string;
}) {
  if (!html) return null;
  return (
    <LoggedBoundary event="richtext render error" details={{ uid }}>
      <RichTextHtml html={html} className={className} />
    </LoggedBoundary>
  );
}
