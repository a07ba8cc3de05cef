import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';

/**
 * Wraps a remote's root component as a single-spa parcel on React 19's `react-dom/client`.
 * A render error shows `errorFallback` inside the parcel instead of an empty slot.
 */
export function createReactParcel<P extends object>(
  rootComponent: ComponentType<P>,
  errorFallback: ComponentType<P>,
) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: rootComponent as ComponentType<P & AppProps>,
    errorBoundary: (_error, _info, props) => React.createElement(errorFallback, props as P),
  });
}
