import React, { startTransition, useState, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import type { SlotAnswers } from '@shop/contracts';
import { SlotAnswersContext, type SlotAnswerSource } from './slot-answers';

/** What the server renders for a parcel: its root component, with the props the browser mounts it with. */
export type ServerRenderable<P extends object> = { rootComponent: ComponentType<P> };

export type ReactParcel<P extends object> = {
  bootstrap: LifeCycleFn<P>;
  mount: LifeCycleFn<P>;
  update: LifeCycleFn<P>;
  unmount: LifeCycleFn<P>;
} & ServerRenderable<P>;

/** Props the slot adds when the parcel's element holds the server's HTML of this parcel. */
type MountProps = AppProps & { hydrate?: boolean; domElement?: HTMLElement };

/** The root with the answers its server render loaded, kept for the parcel's life (updates do not carry them). */
function withSlotAnswers<P extends object>(Root: ComponentType<P>) {
  return function AnsweredRoot({ slotAnswers, ...props }: P & { slotAnswers?: SlotAnswers }) {
    const [source] = useState<SlotAnswerSource | null>(() =>
      slotAnswers ? { mode: 'browser', answers: slotAnswers } : null,
    );
    return (
      <SlotAnswersContext.Provider value={source}>
        <Root {...(props as P)} />
      </SlotAnswersContext.Provider>
    );
  };
}

// Hydrating as a transition, React yields to the browser every few milliseconds instead of
// blocking it for the whole parcel; a shopper's click on it still hydrates at once.
const slicedHydration: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot(container, children, options) {
    let root: ReactDOMClient.Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return root!;
  },
};

/**
 * Wraps a remote's root component as a single-spa parcel on React 19's `react-dom/client`: a
 * fresh root, or `hydrateRoot` when the slot holds the server's HTML. A render error shows
 * `errorFallback` inside the parcel instead of an empty slot.
 */
export function createReactParcel<P extends object>(
  rootComponent: ComponentType<P>,
  errorFallback: ComponentType<P>,
): ReactParcel<P> {
  const lifecycles = (renderType: 'createRoot' | 'hydrateRoot') =>
    singleSpaReact<P>({
      React,
      ReactDOMClient: renderType === 'hydrateRoot' ? slicedHydration : ReactDOMClient,
      renderType,
      rootComponent: withSlotAnswers(rootComponent) as ComponentType<P & AppProps>,
      errorBoundary: (_error, _info, props) => React.createElement(errorFallback, props as P),
    });
  const rendering = lifecycles('createRoot');
  const hydrating = lifecycles('hydrateRoot');
  // Each mounted instance stays with the lifecycles that mounted it, for its updates and unmount.
  const owners = new Map<string, typeof rendering>();
  const ownerOf = (props: AppProps) => owners.get(props.name) ?? rendering;
  return {
    rootComponent,
    bootstrap: async (props: P & AppProps) => {
      await Promise.all([rendering.bootstrap(props), hydrating.bootstrap(props)]);
    },
    mount: async (props: P & MountProps) => {
      const owner = props.hydrate && props.domElement?.hasChildNodes() ? hydrating : rendering;
      owners.set(props.name, owner);
      await owner.mount(props);
    },
    update: async (props: P & AppProps) => {
      await ownerOf(props).update?.(props);
    },
    unmount: async (props: P & AppProps) => {
      await ownerOf(props).unmount(props);
      owners.delete(props.name);
    },
  };
}
