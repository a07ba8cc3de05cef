// A server-rendered page paints before the shell's code competes for the network and the main
// thread: the shell's files are requested in one round, in their listed order and the entry last,
// when the page's largest picture has painted, or after the first paint without one.
import { packStateAttribute, type PackState } from '@shop/federation/script-packs';
import { paintFirstAttributes, type ShellFile, type ShellPack } from '../shared/paint-first';

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

function preload({ href, as }: ShellFile): void {
  const link = document.createElement('link');
  if (as === 'modulepreload') link.rel = 'modulepreload';
  else Object.assign(link, { rel: 'preload', as });
  link.href = href;
  document.head.append(link);
}

function runEntry(src: string): void {
  const entry = document.createElement('script');
  // In document order, as deferred entry scripts ran.
  entry.async = false;
  entry.src = src;
  document.body.append(entry);
}

/**
 * Each request costs the main thread about half a millisecond (more on a busy phone), and a page
 * asks for 30 to 40 files: a few per task keeps every task short enough not to hold up a tap.
 */
export const requestsPerTask = 6;

function request(file: ShellPack['files'][number]): void {
  if (file.as === 'entry') runEntry(file.href);
  else if (file.as === 'chunk') runChunk(file.href);
  else preload(file);
}

function runPack({ href, files }: ShellPack): void {
  const pack = document.createElement('script');
  // In document order: the shell's pack brings the runtime each remote's entry needs.
  pack.async = false;
  pack.fetchPriority = 'high';
  pack.src = href;
  const state = (value: PackState) => pack.setAttribute(packStateAttribute, value);
  state('loading');
  pack.addEventListener('load', () => state('loaded'), { once: true });
  pack.addEventListener(
    'error',
    () => {
      state('failed');
      pack.remove();
      console.warn({ event: 'script-pack-failed', pack: href });
      for (const file of files) request(file);
    },
    { once: true },
  );
  document.body.append(pack);
}

function requestShell(script: HTMLScriptElement, whileLoading: () => void): void {
  const attribute = (name: string, empty: string) => script.getAttribute(name) ?? empty;
  const packs = JSON.parse(attribute(paintFirstAttributes.packs, '[]')) as ShellPack[];
  const files = JSON.parse(attribute(paintFirstAttributes.files, '[]')) as ShellFile[];
  const entries = attribute(paintFirstAttributes.entries, '').split(' ');
  const requests = [
    ...packs.map((pack) => () => runPack(pack)),
    ...files.map((file) => () => request(file)),
    ...entries.filter(Boolean).map((src) => () => runEntry(src)),
  ];
  const nextBatch = (): void => {
    for (const request of requests.splice(0, requestsPerTask)) request();
    if (requests.length > 0) setTimeout(nextBatch, 0);
  };
  nextBatch();
  setTimeout(whileLoading, 0);
}

/**
 * Requests the shell `script` lists once the page's largest picture has painted; `whileLoading`
 * runs in a task of its own after the first requests, while the files are on their way.
 */
export function requestShellAfterPaint(
  script: HTMLScriptElement,
  whileLoading: () => void = () => undefined,
): void {
  let requested = false;
  const afterNextPaint = (): void => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (requested) return;
        requested = true;
        requestShell(script, whileLoading);
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
