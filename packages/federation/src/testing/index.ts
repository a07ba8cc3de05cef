import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

export type Hydrated = {
  container: HTMLElement;
  /** What React reported while hydrating (mismatches); empty when the server's HTML was kept. */
  mismatches: unknown[];
  /** Whether the first element `selector` names is still the one the server's HTML made. */
  kept: boolean;
};

/** Puts a server render's `html` in the document and hydrates `element` over it, as a parcel would. */
export async function hydrateServerHtml(
  html: string,
  element: ReactElement,
  selector: string,
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const served = container.querySelector(selector);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return {
    container,
    mismatches,
    kept: served !== null && container.querySelector(selector) === served,
  };
}
