// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureWaitMs, requestShellAfterPaint, requestsPerTask } from './request-shell';

const files = [
  { href: '/assets/main.1.js', as: 'script' },
  { href: '/assets/bootstrap.2.js', as: 'chunk' },
  { href: '/remotes/mf_navigation/1.0.0/remoteEntry.js', as: 'script' },
];

function paintFirstScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('data-entries', '/assets/main.1.js');
  script.setAttribute('data-files', JSON.stringify(files));
  return script;
}

const requested = () => ({
  preloads: [...document.head.querySelectorAll('link')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]),
  chunks: [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src')),
  scripts: [...document.body.querySelectorAll('script')].map((script) =>
    script.getAttribute('src'),
  ),
});

/** Lets the frame after the picture's load, and the task after it, run. */
const nextPaint = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><img fetchpriority="high" alt=""></div>';
  // Still loading, as the edge's preloaded picture is when the script runs.
  Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
});
afterEach(() => vi.useRealTimers());

describe('the paint-first script', () => {
  it('asks for none of the shell’s code while the page’s largest picture is loading', async () => {
    requestShellAfterPaint(paintFirstScript());
    await nextPaint();
    expect(requested()).toEqual({ preloads: [], chunks: [], scripts: [] });
  });

  it('asks for every file at once after the picture has painted, the preloads before the entry', async () => {
    requestShellAfterPaint(paintFirstScript());
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    await nextPaint();
    expect(requested()).toEqual({
      preloads: [
        ['/assets/main.1.js', 'script'],
        ['/remotes/mf_navigation/1.0.0/remoteEntry.js', 'script'],
      ],
      chunks: ['/assets/bootstrap.2.js'],
      scripts: ['/assets/main.1.js'],
    });
  });

  it('runs the shell’s own chunks as they arrive, as early as the preloads, and drops one that fails', async () => {
    requestShellAfterPaint(paintFirstScript());
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    await nextPaint();
    const chunk = document.head.querySelector<HTMLScriptElement>('script')!;
    expect(chunk.async).toBe(true);
    expect(chunk.getAttribute('fetchpriority')).toBe('high');
    // The shell's runtime then asks for it itself, and reports a failure as for any chunk.
    chunk.dispatchEvent(new Event('error'));
    expect(requested().chunks).toEqual([]);
  });

  it('asks for a few files per task, in their order, and runs the entry last', async () => {
    const many = Array.from({ length: requestsPerTask * 2 + 1 }, (_, index) => ({
      href: `/remotes/mf_cms_page/1.0.0/${index}.js`,
      as: 'script',
    }));
    const script = paintFirstScript();
    script.setAttribute('data-files', JSON.stringify(many));
    requestShellAfterPaint(script);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    // The frame after the picture, then the task that starts asking.
    await vi.advanceTimersByTimeAsync(16);
    await vi.advanceTimersToNextTimerAsync();
    expect(requested().preloads).toHaveLength(requestsPerTask);
    expect(requested().scripts).toEqual([]);
    await nextPaint();
    expect(requested().preloads.map(([href]) => href)).toEqual(many.map(({ href }) => href));
    expect(requested().scripts).toEqual(['/assets/main.1.js']);
  });

  it('starts the shell after the first paint on a page without such a picture, once', async () => {
    document.body.innerHTML = '<div id="root"><img loading="lazy" alt=""></div>';
    requestShellAfterPaint(paintFirstScript());
    await nextPaint();
    await vi.advanceTimersByTimeAsync(pictureWaitMs);
    expect(requested().scripts).toEqual(['/assets/main.1.js']);
  });

  it('starts the shell when the picture fails to load', async () => {
    requestShellAfterPaint(paintFirstScript());
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    await nextPaint();
    expect(requested().scripts).toEqual(['/assets/main.1.js']);
  });

  it('starts the shell when the picture takes too long, and not again when it comes', async () => {
    requestShellAfterPaint(paintFirstScript());
    await vi.advanceTimersByTimeAsync(pictureWaitMs - 100);
    expect(requested().scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await nextPaint();
    expect(requested().scripts).toEqual(['/assets/main.1.js']);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    await nextPaint();
    expect(requested().scripts).toEqual(['/assets/main.1.js']);
  });

  it('runs the work meant for the wait once, after the first requests, not before the picture has painted', async () => {
    const whileLoading = vi.fn(() => {
      expect(requested().preloads.length).toBeGreaterThan(0);
    });
    requestShellAfterPaint(paintFirstScript(), whileLoading);
    await nextPaint();
    expect(whileLoading).not.toHaveBeenCalled();
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    await nextPaint();
    await vi.advanceTimersByTimeAsync(pictureWaitMs);
    expect(whileLoading).toHaveBeenCalledOnce();
  });

  describe('with packs', () => {
    const packs = [
      {
        href: '/assets/pack.js?files=bootstrap.2.js,main.1.js',
        files: [
          { href: '/assets/bootstrap.2.js', as: 'chunk' },
          { href: '/assets/main.1.js', as: 'entry' },
        ],
      },
      {
        href: '/remotes/pack.js?files=mf_navigation/1.0.0/remoteEntry.js',
        files: [{ href: '/remotes/mf_navigation/1.0.0/remoteEntry.js', as: 'script' }],
      },
    ];
    const packedScript = () => {
      const script = paintFirstScript();
      script.setAttribute('data-packs', JSON.stringify(packs));
      script.setAttribute('data-files', '[]');
      script.setAttribute('data-entries', '');
      return script;
    };

    it('runs the shell’s pack, then each remote’s, in that order, and asks for nothing else', async () => {
      requestShellAfterPaint(packedScript());
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      await nextPaint();
      expect(requested()).toEqual({ preloads: [], chunks: [], scripts: packs.map((p) => p.href) });
      const elements = [...document.body.querySelectorAll('script')];
      expect(elements.map((element) => element.async)).toEqual([false, false]);
      // Each element tells the federation runtime whether the entries it brings have run yet.
      expect(elements.map((element) => element.getAttribute('data-pack-state'))).toEqual([
        'loaded',
        'loaded',
      ]);
    });

    it('asks for a failed pack’s files one by one, as without packs, the shell’s entry run in order', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      requestShellAfterPaint(packedScript());
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      await nextPaint();
      const shellPack = document.body.querySelector('script')!;
      shellPack.dispatchEvent(new Event('error'));
      expect(shellPack.getAttribute('data-pack-state')).toBe('failed');
      expect(requested()).toEqual({
        preloads: [],
        chunks: ['/assets/bootstrap.2.js'],
        scripts: [packs[1]!.href, '/assets/main.1.js'],
      });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'script-pack-failed', pack: packs[0]!.href }),
      );
      warn.mockRestore();
    });
  });
});
