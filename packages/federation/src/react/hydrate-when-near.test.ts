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
  it('starts once it is on the screen, not while it is below it', async () => {
    const wait = hydrateWhenNear(slotWith('<p>prices</p>'));
    expect(observers.map((observer) => observer.margin)).toEqual(['0px']);
    observers[0]!.report(false);
    expect(await settled(wait.near)).toBe('waiting');
    observers[0]!.report(true);
    expect(await settled(wait.near)).toBe('near');
    expect(observers[0]!.on).toBe(false);
  });

  it('starts a screen ahead once the shopper scrolls the page', async () => {
    const wait = hydrateWhenNear(slotWith('<p>prices</p>'));
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(observers.map((observer) => observer.margin)).toEqual(['0px', nearViewportMargin]);
    observers[1]!.report(false);
    expect(await settled(wait.near)).toBe('waiting');
    observers[1]!.report(true);
    expect(await settled(wait.near)).toBe('near');
    expect(observers.map((observer) => observer.on)).toEqual([false, false]);
  });

  it('does not look ahead for a scroll inside a box on the page', async () => {
    const slot = slotWith('<p>prices</p>');
    const tiles = slotWith('<ul><li>Leinwand</li></ul>');
    hydrateWhenNear(slot);
    tiles.dispatchEvent(new Event('scroll'));
    expect(observers).toHaveLength(1);
  });

  it('starts when the shopper points at, focuses or changes something in it', async () => {
    for (const type of ['pointerdown', 'focusin', 'change']) {
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

  it('gives a choice made from a list before the slot answers back to it once it does', async () => {
    const slot = slotWith(
      '<select name="quantity"><option value="25">25</option><option value="100">100</option></select>',
    );
    const select = slot.querySelector('select')!;
    const wait = hydrateWhenNear(slot);
    select.value = '100';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await settled(wait.near)).toBe('near');

    // Hydration put the server's value back; the slot's code listens for changes from now on.
    select.value = '25';
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    wait.finish(true);
    expect(select.value).toBe('100');
    expect(changes).toEqual(['100']);
  });

  it('gives nothing back when the slot cannot load', () => {
    const slot = slotWith('<input name="width" value="30">');
    const field = slot.querySelector('input')!;
    const wait = hydrateWhenNear(slot);
    field.value = '45';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    const inputs = vi.fn();
    field.addEventListener('input', inputs);
    wait.finish(false);
    expect(inputs).not.toHaveBeenCalled();
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
