import type { RemoteModule, RemoteModuleProps, RemoteName } from '@shop/contracts';
import {
  RemoteSlot as UntypedRemoteSlot,
  type RemoteSlotProps as UntypedRemoteSlotProps,
} from '@shop/federation/react';

export type TypedSlotProps<R extends RemoteName, M extends RemoteModule<R>> = Omit<
  UntypedRemoteSlotProps<object>,
  'remote' | 'module' | 'parcelProps'
> & { remote: R; module: M; parcelProps: RemoteModuleProps[R][M] };

/**
 * A slot for one module of a pinned remote, typed from the contracts' module map: props the
 * module does not declare do not compile. Slots that pick their module at run time (dialogs,
 * previews) use the untyped one.
 */
export function RemoteSlot<R extends RemoteName, M extends RemoteModule<R>>(
  props: TypedSlotProps<R, M>,
) {
  return <UntypedRemoteSlot {...props} parcelProps={props.parcelProps as object} />;
}
