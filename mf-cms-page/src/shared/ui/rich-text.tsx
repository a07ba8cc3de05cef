import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useCms } from '../config/cms-context';
import { logCms } from '../lib/log';
import { resolveContentLink } from './content-link';

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

class RichTextBoundary extends Component<
  { uid: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    logCms({
      level: 'error',
      event: 'richtext render error',
      uid: this.props.uid,
      message: error.message,
    });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
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
    <RichTextBoundary uid={uid}>
      <RichTextHtml html={html} className={className} />
    </RichTextBoundary>
  );
}
