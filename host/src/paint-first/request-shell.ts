// A server-rendered page paints before the shell's code competes for the network and the main
// thread: the shell's files are requested at once, preloads first, when the page's largest picture
// has painted, or after the first paint without one.
import { paintFirstAttributes, type ShellFile } from '../shared/paint-first';

/** A picture that is slow to come must not keep the page's buttons and dialogs from working. */
export const pictureWaitMs = 3000;

function runChunk(href: string): void {
  const chunk = document.createElement('script');
  chunk.async = true;
  // As high as the preloads beside it: the shell's hydration waits for these.
  chunk.fetchPriority = 'high';
  chunk.src = href;
  // The runtime would wait on a failed element for its load; without one it asks itself and reports.
  chunk.addEventListener('error', () => chunk.remove(), { once: true });
  document.head.append(chunk);
}

function requestShell(script: HTMLScriptElement): void {
  const files = JSON.parse(script.getAttribute(paintFirstAttributes.files) ?? '[]') as ShellFile[];
  for (const { href, as } of files) {
    if (as === 'chunk') {
      runChunk(href);
      continue;
    }
    const link = document.createElement('link');
    if (as === 'modulepreload') link.rel = 'modulepreload';
    else Object.assign(link, { rel: 'preload', as });
    link.href = href;
    document.head.append(link);
  }
  const entries = script.getAttribute(paintFirstAttributes.entries) ?? '';
  for (const src of entries.split(' ').filter(Boolean)) {
    const entry = document.createElement('script');
    // In document order, as deferred entry scripts ran.
    entry.async = false;
    entry.src = src;
    document.body.append(entry);
  }
}

/** Requests the shell `script` lists once the page's largest picture has painted. */
export function requestShellAfterPaint(script: HTMLScriptElement): void {
  let requested = false;
  const afterNextPaint = (): void => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (requested) return;
        requested = true;
        requestShell(script);
      }),
    );
  };
  // The picture the edge preloads with high priority: a story's hero or a product's picture.
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return afterNextPaint();
  picture.addEventListener('load', afterNextPaint, { once: true });
  picture.addEventListener('error', afterNextPaint, { once: true });
  setTimeout(afterNextPaint, pictureWaitMs);
}
