// @vitest-environment happy-dom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { mountRootParcel } from 'single-spa';
import { describe, expect, it } from 'vitest';
import { createReactParcel } from './create-parcel';

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
});
