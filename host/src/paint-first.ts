// The document's only script tag on a server-rendered page: the page paints before the shell's
// code competes for the network and the main thread. The shell's files are requested at once,
// preloads first, when the page's largest picture has painted, or after the first paint without one.
import { paintFirstAttributes, type ShellFile } from './shared/paint-first';

const script = document.currentScript;

function requestShell(): void {
  if (!script) return;
  const files = JSON.parse(script.getAttribute(paintFirstAttributes.files) ?? '[]') as ShellFile[];
  for (const { href, as } of files) {
    const link = document.createElement('link');
    if (as === 'modulepreload') link.rel = 'modulepreload';
    else Object.assign(link, { rel: 'preload', as });
    if (as === 'fetch') link.crossOrigin = 'anonymous';
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

let requested = false;
function afterNextPaint(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (requested) return;
      requested = true;
      requestShell();
    }),
  );
}

// The picture the edge preloads with high priority: a story's hero or a product's picture.
const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
if (!picture || picture.complete) afterNextPaint();
else {
  picture.addEventListener('load', afterNextPaint, { once: true });
  picture.addEventListener('error', afterNextPaint, { once: true });
}
