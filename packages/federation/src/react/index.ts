export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
export { createReactParcel } from './create-parcel';
