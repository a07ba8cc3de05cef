import type { ComponentType } from 'react';
import type { ServerRenderable } from './create-parcel';

/** The default export of a remote's server build: the root component of each module it renders on the server. */
export type ServerModules = Readonly<Record<string, ComponentType<object>>>;

/**
 * A remote's server entry (`src/server.ts`): the exposed parcels the edge may render into the
 * document. Modules left out (dialogs, the customer session) always render in the browser. An
 * entry may export the promise of them instead; the edge waits for it once, when it loads the build.
 */
export function serverModules(parcels: Record<string, ServerRenderable<any>>): ServerModules {
  return Object.fromEntries(
    Object.entries(parcels).map(([module, parcel]) => {
      if (typeof parcel?.rootComponent !== 'function')
        throw new Error(`${module} is not a parcel made by createReactParcel`);
      return [module, parcel.rootComponent as ComponentType<object>];
    }),
  );
}
