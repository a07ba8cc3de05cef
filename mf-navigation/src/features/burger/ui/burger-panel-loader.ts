import { RemoteError, reportRemoteError } from '@shop/federation/react';
import type { BurgerPanel } from './burger-panel';

type Panel = typeof BurgerPanel;

let loaded: Panel | null = null;
let loading: Promise<Panel> | null = null;

/**
 * The open menu's code, fetched when a shopper reaches for the button rather than with every page:
 * most visits never open it, and desktops never show it. A failed fetch is reported and tried
 * again on the next reach.
 */
export function loadBurgerPanel(): Promise<Panel> {
  loading ??= import('./burger-panel').then(
    (module) => (loaded = module.BurgerPanel),
    (error: unknown) => {
      loading = null;
      reportRemoteError(
        new RemoteError('load', 'mf_navigation', `the menu could not be loaded: ${String(error)}`, {
          cause: error,
        }),
      );
      throw error;
    },
  );
  return loading;
}

/** The menu's component once its code is here, so an open after that renders at once. */
export const loadedBurgerPanel = (): Panel | null => loaded;
