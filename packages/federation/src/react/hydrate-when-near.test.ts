// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateWhenNear, nearViewportMargin } from './hydrate-when-near';

/** The observers the page created, so a test can say when their element comes near. */
let observers: Array<{ margin?: string; report: (isIntersecting: boolean) => void; on: boolean }>;

class FakeIntersectionObserver {
  private readonly entry;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = {
      margin: options?.rootMargin,
      on: false,
      report: (isIntersecting: boolean) =>
        callback([{ isIntersecting } as IntersectionObserverEntry], this as never),
    };
    observers.push(this.entry);
  }
  observe() {
    this.entry.on = true;
  }
  disconnect() {
    this.entry.on = false;
  }
}

function slotWith(html: string): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = html;
  document.body.append(slot);
  return slot;
}

const settled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'near'), new Promise((r) => setTimeout(() => r('waiting'), 0))]);

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a server-rendered slot waiting for the shopper', () => {
  it('starts once it comes within a screen of the viewport, not before', async () => {
    const wait = hydrateWhenNear(slotWith('<p>prices</p>'));
    expect(observers[0]!.margin).toBe(nearViewportMargin);
    observers[0]!.report(false);
    expect(await settled(wait.near)).toBe('waiting');
    observers[0]!.report(true);
    expect(await settled(wait.near)).toBe('near');
    expect(observers[0]!.on).toBe(false);
  });

  it('starts when the shopper points at or focuses something in it', async () => {
    for (const type of ['pointerdown', 'focusin']) {
      const slot = slotWith('<button>A4</button>');
      const wait = hydrateWhenNear(slot);
      slot.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(wait.near)).toBe('near');
    }
  });

  it('holds a click back until the slot answers, then replays it on the same element', async () => {
    const slot = slotWith('<label><input type="radio" name="f" value="a4"> A4</label>');
    const radio = slot.querySelector('input')!;
    const wait = hydrateWhenNear(slot);
    const outside = vi.fn();
    document.body.addEventListener('click', outside);
    // Where a React root listens, capturing: it must not see a click it cannot answer yet.
    const ancestorCapturing = vi.fn();
    document.body.addEventListener('click', ancestorCapturing, true);

    radio.click();
    expect(radio.checked).toBe(false);
    expect(outside).not.toHaveBeenCalled();
    expect(ancestorCapturing).not.toHaveBeenCalled();
    expect(await settled(wait.near)).toBe('near');

    const answered = vi.fn((event: Event) => expect(event.target).toBe(radio));
    radio.addEventListener('click', answered);
    wait.finish(true);
    expect(answered).toHaveBeenCalledTimes(1);
    expect(radio.checked).toBe(true);
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('replays a click on an icon on the button around it', () => {
    const slot = slotWith('<button><svg><path d="M0 0"></path></svg></button>');
    const button = slot.querySelector('button')!;
    const wait = hydrateWhenNear(slot);
    slot.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const answered = vi.fn();
    button.addEventListener('click', answered);
    wait.finish(true);
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks elsewhere on the page alone', async () => {
    const slot = slotWith('<button>A4</button>');
    const elsewhere = slotWith('<button>Menü</button>').querySelector('button')!;
    const wait = hydrateWhenNear(slot);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    elsewhere.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(await settled(wait.near)).toBe('waiting');
  });

  it('lets a link work at once and replays nothing', async () => {
    const slot = slotWith('<a href="#designer"><span>Gestalten</span></a>');
    const wait = hydrateWhenNear(slot);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(await settled(wait.near)).toBe('near');
    const replayed = vi.fn();
    slot.addEventListener('click', replayed);
    wait.finish(true);
    expect(replayed).not.toHaveBeenCalled();
  });

  it('drops a held click when the slot cannot load, and holds none afterwards', () => {
    const slot = slotWith('<button>A4</button>');
    const button = slot.querySelector('button')!;
    const wait = hydrateWhenNear(slot);
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.click();
    wait.finish(false);
    expect(clicks).not.toHaveBeenCalled();

    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const wait = hydrateWhenNear(slotWith('<p>prices</p>'));
    expect(await settled(wait.near)).toBe('near');
  });
});
