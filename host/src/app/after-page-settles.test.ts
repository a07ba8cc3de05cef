// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, idleWaitMs, loadWaitMs } from './after-page-settles';

/** A window whose load, idle periods and tasks the test runs by hand. */
function fakeWindow(readyState: DocumentReadyState, { idleCallbacks = true } = {}) {
  const events = new EventTarget();
  const idle: Array<{ callback: () => void; timeout?: number }> = [];
  const tasks: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const win = Object.assign(events, {
    // The page's slots live in the test's real document; only loading is driven by hand.
    document: {
      readyState,
      defaultView: window,
      documentElement: document.documentElement,
      querySelector: (selectors: string) => document.querySelector(selectors),
    },
    setTimeout: (callback: () => void, delay = 0) =>
      delay > 0 ? timers.push({ callback, delay }) : tasks.push(callback),
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout?: number }) =>
            idle.push({ callback, timeout: options?.timeout }),
        }
      : {}),
  }) as unknown as Window;
  const drain = (queue: Array<{ callback: () => void } | (() => void)>) => {
    for (const entry of queue.splice(0)) (typeof entry === 'function' ? entry : entry.callback)();
  };
  return {
    win,
    idle,
    load: () => events.dispatchEvent(new Event('load')),
    tap: () => events.dispatchEvent(new Event('pointerdown')),
    runIdle: () => drain(idle),
    runTasks: () => drain(tasks),
    timers,
  };
}

/** The work, handed to afterPageSettles on such a window. */
function started(readyState: DocumentReadyState, options?: { idleCallbacks?: boolean }) {
  const page = fakeWindow(readyState, options);
  const work = vi.fn();
  afterPageSettles(work, page.win);
  return { page, work };
}

afterEach(() => document.body.replaceChildren());

describe('work that waits until the page has settled', () => {
  it('waits for the load event, then for an idle period of at most idleWaitMs', () => {
    const { page, work } = started('interactive');
    page.runIdle();
    page.runTasks();
    expect(work).not.toHaveBeenCalled();
    page.load();
    expect(work).not.toHaveBeenCalled();
    expect(page.idle.map((entry) => entry.timeout)).toEqual([idleWaitMs]);
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, waits only for the idle period', () => {
    const { page, work } = started('complete');
    expect(work).not.toHaveBeenCalled();
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a tap before then runs it in the next task, once', () => {
    const { page, work } = started('interactive');
    page.tap();
    // Not inside the tap's own event: the shopper's interaction is answered first.
    expect(work).not.toHaveBeenCalled();
    page.runTasks();
    expect(work).toHaveBeenCalledTimes(1);
    page.load();
    page.runIdle();
    page.tap();
    page.runTasks();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks (Safari), runs in a task after the load event', () => {
    const { page, work } = started('interactive', { idleCallbacks: false });
    page.runTasks();
    expect(work).not.toHaveBeenCalled();
    page.load();
    page.runTasks();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs by loadWaitMs at the latest when the load event does not come', () => {
    const { page, work } = started('interactive');
    expect(page.timers.map((timer) => timer.delay)).toEqual([loadWaitMs]);
    page.timers[0]!.callback();
    expect(work).toHaveBeenCalledTimes(1);
    page.load();
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('after the load event, waits for every slot to mount, a block nested in a page too', async () => {
    const page = document.createElement('div');
    page.dataset.remoteState = 'mounted';
    const block = document.createElement('div');
    block.dataset.remoteState = 'server';
    page.append(block);
    document.body.append(page);
    const { page: win, work } = started('interactive');
    win.load();
    expect(win.idle).toEqual([]);
    block.dataset.remoteState = 'mounted';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(win.idle.map((entry) => entry.timeout)).toEqual([idleWaitMs]);
    win.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a slot that never mounts holds the work back no longer than loadWaitMs', () => {
    const block = document.createElement('div');
    block.dataset.remoteState = 'loading';
    document.body.append(block);
    const { page, work } = started('complete');
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    expect(page.timers.map((timer) => timer.delay)).toEqual([loadWaitMs]);
    page.timers[0]!.callback();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a slot that begins to load while the browser waits to be idle is waited for too', async () => {
    const { page, work } = started('complete');
    expect(page.idle).toHaveLength(1);
    // The shopper's screen reached a block further down before the idle period came.
    const block = document.createElement('div');
    block.dataset.remoteState = 'server';
    document.body.append(block);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    expect(page.idle).toEqual([]);
    block.dataset.remoteState = 'mounted';
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
