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

describe('createReactParcel', () => {
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
