// @vitest-environment happy-dom
import { useContext, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { mountRootParcel } from 'single-spa';
import { describe, expect, it } from 'vitest';
import { createReactParcel } from './create-parcel';
import { SlotAnswersContext } from './slot-answers';

/** Shows the answers its parcel was mounted with, as a product block would start from them. */
function Answered() {
  const source = useContext(SlotAnswersContext);
  return <p>{source?.mode === 'browser' ? JSON.stringify(source.answers) : 'none'}</p>;
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}
const parcel = createReactParcel(Counter, () => <p>failed</p>);
// What a slot adds when its element holds the server's HTML.
const hydrating = { hydrate: true } as object;

function slotWithServerHtml(label: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderToString(<Counter label={label} />);
  document.body.append(element);
  return element;
}

// A long story: each block costs the main thread a few milliseconds to render.
let blocksRendered = 0;
function Block({ index }: { index: number }) {
  blocksRendered += 1;
  const until = performance.now() + 2;
  while (performance.now() < until);
  return <li>Block {index}</li>;
}
function Story({ blocks }: { blocks: number }) {
  return (
    <ul>
      {Array.from({ length: blocks }, (_, index) => (
        <Block key={index} index={index} />
      ))}
    </ul>
  );
}

describe('createReactParcel', () => {
  it('hydrates a long story in slices: the browser gets turns before the last block is done', async () => {
    const blocks = 40;
    const element = document.createElement('div');
    element.innerHTML = renderToString(<Story blocks={blocks} />);
    document.body.append(element);
    blocksRendered = 0;
    const story = createReactParcel(Story, () => <p>failed</p>);
    const mounted = mountRootParcel(story, { domElement: element, blocks, ...hydrating });
    // What another task (a tap, a timer) would see each time it gets the main thread.
    const seen: number[] = [];
    let done = false;
    const watch = () => {
      seen.push(blocksRendered);
      if (!done) setTimeout(watch, 0);
    };
    setTimeout(watch, 0);
    await mounted.mountPromise;
    done = true;
    expect(blocksRendered).toBe(blocks);
    expect(element.textContent).toContain(`Block ${blocks - 1}`);
    expect(seen.some((count) => count > 0 && count < blocks)).toBe(true);
    await mounted.unmount();
  });

  it('hydrates the server HTML in place: the same button becomes interactive', async () => {
    const domElement = slotWithServerHtml('Add');
    const serverButton = domElement.querySelector('button')!;
    const mounted = mountRootParcel(parcel, { domElement, label: 'Add', ...hydrating });
    await mounted.mountPromise;
    expect(domElement.querySelector('button')).toBe(serverButton);
    serverButton.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(serverButton.textContent).toBe('Add 1');
    await mounted.unmount();
    expect(domElement.childNodes.length).toBe(0);
  });

  it('renders afresh without server HTML, and exposes its root component for the server build', async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const mounted = mountRootParcel(parcel, { domElement, label: 'Fresh', ...hydrating });
    await mounted.mountPromise;
    expect(domElement.textContent).toBe('Fresh 0');
    expect(parcel.rootComponent).toBe(Counter);
    await mounted.unmount();
  });

  it('gives the answers the server loaded to the hydrating root, and keeps them through updates', async () => {
    const answered = createReactParcel(Answered, () => <p>failed</p>);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    // What a slot adds when it hydrates a server render that loaded answers.
    const withAnswers = { slotAnswers: { 'price:"a4"': 29.95 } } as object;
    const mounted = mountRootParcel(answered, { domElement, ...withAnswers });
    await mounted.mountPromise;
    expect(domElement.textContent).toBe('{"price:\\"a4\\"":29.95}');
    await mounted.update!({ domElement });
    expect(domElement.textContent).toBe('{"price:\\"a4\\"":29.95}');
    await mounted.unmount();
  });
});
