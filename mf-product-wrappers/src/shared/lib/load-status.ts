import { createStore, type Effect } from 'effector';
import type { LoadStatus } from './storefront';

/**
 * The load state of an effect: idle until it first runs, pending while it runs, then success or
 * error. Call it once per effect, where the model module declares its units.
 */
export function createLoadStatus<Params, Done, Fail>(fx: Effect<Params, Done, Fail>) {
  return createStore<LoadStatus>('idle')
    .on(fx, () => 'pending')
    .on(fx.done, () => 'success')
    .on(fx.fail, () => 'error');
}
